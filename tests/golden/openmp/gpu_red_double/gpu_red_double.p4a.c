#include <math.h>
#include <stdio.h>
static double x[50000], y[50000], p[50000];
static float fl[50000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 50000; i++) {
        x[i] = i * 7919 % 10007 * 1.0e-3 - 5.0;
        y[i] = 1.0 / (1.0 + i % 101);
        p[i] = 1.0 + (i % 11 - 5) * 1.0e-6;
        fl[i] = (float)(i % 64) * 0.25f;
    }
    #pragma omp parallel for
    for (int i = 0; i < 50000; i++) {
        y[i] = y[i] * x[i] + 0.25;
    }
    double s1 = 0;
    #pragma omp parallel for reduction(+:s1)
    for (int i = 0; i < 50000; i++) {
        s1 += x[i] * x[i];
    }
    double s2 = 10.0;
    #pragma omp parallel for reduction(+:s2)
    for (int i = 0; i < 50000; i++) {
        s2 = s2 + fabs(y[i]);
    }
    double d1 = 1.0e6;
    #pragma omp parallel for reduction(+:d1)
    for (int i = 0; i < 50000; i++) {
        d1 -= x[i] * x[i] * 0.5;
    }
    double d2 = 0;
    #pragma omp parallel for reduction(+:d2)
    for (int i = 0; i < 50000; i++) {
        d2 = d2 - fabs(x[i] * y[i]);
    }
    double pr = 1;
    #pragma omp parallel for reduction(*:pr)
    for (int i = 0; i < 50000; i++) {
        pr *= p[i];
    }
    double pr2 = 2;
    #pragma omp parallel for reduction(*:pr2)
    for (int i = 0; i < 50000; i++) {
        pr2 = pr2 * (p[i] + 1.0e-7);
    }
    double mx = -1.0e300;
    #pragma omp parallel for reduction(max:mx)
    for (int i = 0; i < 50000; i++) {
        if (y[i] > mx) {
            mx = y[i];
        }
    }
    double mn = 1.0e300;
    #pragma omp parallel for reduction(min:mn)
    for (int i = 0; i < 50000; i++) {
        if (x[i] * y[i] < mn) {
            mn = x[i] * y[i];
        }
    }
    double tmx = -1.0e300;
    #pragma omp parallel for reduction(max:tmx)
    for (int i = 0; i < 50000; i++) {
        tmx = x[i] - y[i] > tmx ? x[i] - y[i] : tmx;
    }
    double tmn = 1.0e300;
    #pragma omp parallel for reduction(min:tmn)
    for (int i = 0; i < 50000; i++) {
        tmn = tmn < y[i] * 2 ? tmn : y[i] * 2;
    }
    double fmx = -__builtin_inff();
    #pragma omp parallel for reduction(max:fmx)
    for (int i = 0; i < 50000; i++) {
        fmx = fmax(fmx, x[i] + y[i]);
    }
    double fmn = __builtin_inff();
    #pragma omp parallel for reduction(min:fmn)
    for (int i = 0; i < 50000; i++) {
        fmn = fmin(x[i] * 0.5, fmn);
    }
    float fs = 0;
    #pragma omp parallel for reduction(+:fs)
    for (int i = 0; i < 50000; i++) {
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
