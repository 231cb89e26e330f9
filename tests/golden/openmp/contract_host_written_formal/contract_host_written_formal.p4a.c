#include <stdio.h>
#include <stdlib.h>
static double x[50000], y[50000], w[50000];
static int idx[64];

static void scale(double *out, const double *in, int n)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        out[i] = 2.0 * in[i] + 1.0;
    }
}

static void step(double *a, double *b, int n, int t)
{
    for (int k = 0; k < 64; k++) {
        a[idx[k]] += t * 0.5;
    }
    for (int i = 1; i < 40; i++) {
        b[i] = b[i - 1] * 0.5 + a[i];
    }
    scale(y, a, n);
    for (int i = 0; i < n; i++) {
        b[i] = b[i] * 0.25 + y[i];
    }
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 50000; i++) {
        x[i] = i % 11 * 0.5;
        w[i] = i % 7 * 0.25;
    }
    #pragma omp parallel for
    for (int k = 0; k < 64; k++) {
        idx[k] = k * 7919 % 50000;
    }
    for (int t = 0; t < 5; t++) {
        step(x, w, 50000, t);
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 50000; i += 3) {
        s += w[i] + 0.5 * y[i] + x[i];
    }
    printf("%.12e\n", s);
    return 0;
}
