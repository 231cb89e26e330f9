#include <stdio.h>
#include <stdlib.h>

static void residual(int n, const double *u, const double *v, double *r)
{
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        r[i] = v[i] - 0.5 * (u[i - 1] + u[i + 1]) + 0.1 * u[i];
    }
}

static void shifted(int n, const double *v, double *r)
{
    for (int i = 0; i < n - 1; i++) {
        r[i] = 0.5 * v[i] + 1.0;
    }
}

static void walked(int n, const double *v, double *r)
{
    v++;
    for (int i = 0; i < n - 2; i++) {
        r[i] = v[i] * 0.75 + 0.25;
    }
}

int main(void)
{
    int n = 1 << 19;
    double *a = malloc(n * sizeof *a), *c = malloc(n * sizeof *c), *d = malloc(n * sizeof *d);
    if (!a || !c || !d) {
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        a[i] = i % 13 * 0.5;
        c[i] = i % 7 * 0.25;
        d[i] = 0.0;
    }
    for (int t = 0; t < 6; t++) {
        residual(n, a, c, c);
    }
    residual(n, a, c, d);
    shifted(n, c, c + 1);
    walked(n, d, d);
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        s += c[i] * (1 + i % 3) + d[i] * (1 + i % 5);
    }
    printf("%.9e\n", s);
    free(a);
    free(c);
    free(d);
    return 0;
}
