#include <stdio.h>
static double a[20000], b[20000], c[20000], d[20000];

static void blend(double *restrict out, const double *restrict p, const double *restrict q, int n)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < n; i++) {
        out[i] = 0.25 * p[i] + 0.75 * q[i];
    }
}

static void smooth3(double *restrict out, const double *restrict in, int n)
{
    int i;
    #pragma omp parallel for
    for (i = 1; i < n - 1; i++) {
        out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0;
    }
}

static void accumulate(double *restrict x, const double *restrict y, int n)
{
    int i;
    for (i = 1; i < n; i++) {
        x[i] = x[i - 1] * 0.5 + y[i];
    }
}

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        a[i] = (double)((i * 23 + 1) % 31) * 0.5;
        b[i] = (double)(i % 9) + 1.0;
    }
    blend(c, a, b, 20000);
    smooth3(d, c, 20000);
    d[0] = c[0];
    d[20000 - 1] = c[20000 - 1];
    accumulate(d, a, 20000);
    double sc = 0, sd = 0;
    #pragma omp parallel for reduction(+:sc, sd)
    for (i = 0; i < 20000; i++) {
        sc += c[i];
        sd += d[i] * (double)(i % 3 + 1);
    }
    printf("c %.12e d %.12e d[N-1] %.12e\n", sc, sd, d[20000 - 1]);
    return 0;
}
