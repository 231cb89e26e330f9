/* Floating-point reductions, one per loop: sums (+= and s = s + e), differences
 * (-= and s = s - e), a product of factors near one, max and min written with
 * if, with the ternary and with fmax/fmin, and a float sum
 * whose partial sums are exact in any order. The elementwise
 * loops that prepare the data are kernels. */
#include <math.h>
#include <stdio.h>

#define N 50000

static double x[N], y[N], p[N];
static float fl[N];

int main(void)
{
    for (int i = 0; i < N; i++) {
        x[i] = ((i * 7919) % 10007) * 1.0e-3 - 5.0;
        y[i] = 1.0 / (1.0 + (i % 101));
        p[i] = 1.0 + ((i % 11) - 5) * 1.0e-6;
        fl[i] = (float)(i % 64) * 0.25f;
    }
    for (int i = 0; i < N; i++)
        y[i] = y[i] * x[i] + 0.25;
    double s1 = 0;
    for (int i = 0; i < N; i++)
        s1 += x[i] * x[i];
    double s2 = 10.0;
    for (int i = 0; i < N; i++)
        s2 = s2 + fabs(y[i]);
    double d1 = 1.0e6;
    for (int i = 0; i < N; i++)
        d1 -= x[i] * x[i] * 0.5;
    double d2 = 0;
    for (int i = 0; i < N; i++)
        d2 = d2 - fabs(x[i] * y[i]);
    double pr = 1;
    for (int i = 0; i < N; i++)
        pr *= p[i];
    double pr2 = 2;
    for (int i = 0; i < N; i++)
        pr2 = pr2 * (p[i] + 1.0e-7);
    double mx = -1.0e300;
    for (int i = 0; i < N; i++)
        if (y[i] > mx)
            mx = y[i];
    double mn = 1.0e300;
    for (int i = 0; i < N; i++)
        if (x[i] * y[i] < mn)
            mn = x[i] * y[i];
    double tmx = -1.0e300;
    for (int i = 0; i < N; i++)
        tmx = x[i] - y[i] > tmx ? x[i] - y[i] : tmx;
    double tmn = 1.0e300;
    for (int i = 0; i < N; i++)
        tmn = tmn < y[i] * 2 ? tmn : y[i] * 2;
    double fmx = -INFINITY;
    for (int i = 0; i < N; i++)
        fmx = fmax(fmx, x[i] + y[i]);
    double fmn = INFINITY;
    for (int i = 0; i < N; i++)
        fmn = fmin(x[i] * 0.5, fmn);
    float fs = 0;
    for (int i = 0; i < N; i++)
        fs += fl[i];
    printf("sum %.12e %.12e\n", s1, s2);
    printf("diff %.12e %.12e\n", d1, d2);
    printf("prod %.12e %.12e\n", pr, pr2);
    printf("if max %.12e min %.12e\n", mx, mn);
    printf("ternary max %.12e min %.12e\n", tmx, tmn);
    printf("fmax %.12e fmin %.12e\n", fmx, fmn);
    printf("float sum %.2f\n", (double)fs);
    return 0;
}
