#include <stdio.h>
static double a[20000], b[20000], c[20000], d[20000], e[20000];

static void axpy(double *y, double *x, double alpha, int n)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < n; i++) {
        y[i] = y[i] + alpha * x[i];
    }
}

static void diff(double *out, double *in, int n)
{
    int i;
    #pragma omp parallel for
    for (i = 1; i < n; i++) {
        out[i] = in[i] - in[i - 1];
    }
}

static void add_halves(double *lo, double *hi, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        lo[i] = lo[i] * 0.5 + hi[i];
    }
}

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        a[i] = (double)((i * 17 + 3) % 41) * 0.25;
        b[i] = 1.0 + (double)(i % 5);
        c[i] = 0.0;
        e[i] = (double)(i % 13);
    }
    axpy(b, a, 0.5, 20000);
    axpy(c, b, -2.0, 20000);
    diff(d, a, 20000);
    diff(c, b, 20000);
    add_halves(e, e + 20000 / 2, 20000 / 2);
    double sb = 0, sc = 0, sd = 0, se = 0;
    #pragma omp parallel for reduction(+:sb, sc, sd, se)
    for (i = 0; i < 20000; i++) {
        sb += b[i];
        sc += c[i] * (double)(i % 3 + 1);
        sd += d[i] * (double)(i % 4 + 1);
        se += e[i];
    }
    printf("b %.12e c %.12e d %.12e e %.12e\n", sb, sc, sd, se);
    return 0;
}
