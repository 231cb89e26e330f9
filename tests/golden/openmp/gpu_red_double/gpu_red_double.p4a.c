#include <math.h>
#include <stdio.h>
static double x[50000], y[50000], p[50000];
static float fl[50000];

int main(void)
{
    double s1 = 0;
    double s2 = 10.0;
    double d1 = 1.0e6;
    double d2 = 0;
    double pr = 1;
    double pr2 = 2;
    double mx = -1.0e300;
    double mn = 1.0e300;
    double tmx = -1.0e300;
    double tmn = 1.0e300;
    double fmx = -__builtin_inff();
    double fmn = __builtin_inff();
    float fs = 0;
    #pragma omp parallel for reduction(+:d1, d2, fs, s1, s2) reduction(*:pr, pr2) reduction(min:fmn, mn, tmn) reduction(max:fmx, mx, tmx)
    for (int i = 0; i < 50000; i++) {
        x[i] = i * 7919 % 10007 * 1.0e-3 - 5.0;
        y[i] = 1.0 / (1.0 + i % 101);
        p[i] = 1.0 + (i % 11 - 5) * 1.0e-6;
        fl[i] = (float)(i % 64) * 0.25f;
        y[i] = y[i] * x[i] + 0.25;
        s1 += x[i] * x[i];
        s2 = s2 + fabs(y[i]);
        d1 -= x[i] * x[i] * 0.5;
        d2 = d2 - fabs(x[i] * y[i]);
        pr *= p[i];
        pr2 = pr2 * (p[i] + 1.0e-7);
        if (y[i] > mx) {
            mx = y[i];
        }
        if (x[i] * y[i] < mn) {
            mn = x[i] * y[i];
        }
        tmx = x[i] - y[i] > tmx ? x[i] - y[i] : tmx;
        tmn = tmn < y[i] * 2 ? tmn : y[i] * 2;
        fmx = fmax(fmx, x[i] + y[i]);
        fmn = fmin(x[i] * 0.5, fmn);
        fs += fl[i];
    }
    printf("sum %.12e %.12e\n", s1, s2);
    printf("diff %.12e %.12e\n", d1, d2);
    printf("prod %.12e %.12e\n", pr, pr2);
    printf("if max %.12e min %.12e\n", mx, mn);
    printf("ternary max %.12e min %.12e\n", tmx, tmn);
    printf("fmax %.12e fmin %.12e\n", fmx, fmn);
    printf("float sum %.2f\n", (double)fs);
    return 0;
}
