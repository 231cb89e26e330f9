#include <stdio.h>
#include <stdlib.h>
static double *u[14], *r[14];

static void smooth(int n, double *v, const double *f)
{
    for (int i = 0; i < n; i++) {
        v[i] = 0.75 * v[i] + 0.25 * f[i];
    }
}

static void restrict_to(int n, const double *fine, double *coarse)
{
    for (int i = 0; i < n; i++) {
        coarse[i] = 0.5 * (fine[2 * i] + fine[2 * i + 1]);
    }
}

static double norm(int n, const double *v)
{
    double s = 0;
    for (int i = 0; i < n; i++) {
        s += v[i] * v[i];
    }
    return s;
}

int main(int argc, char **argv)
{
    int cycles = 10 + (argc > 1 ? atoi(argv[1]) : 0);
    for (int l = 0; l < 14; l++) {
        int n = 8 << l;
        u[l] = calloc((size_t)n, sizeof(double));
        r[l] = malloc((size_t)n * sizeof(double));
        if (n >= 7143) {
            #pragma omp parallel for
            for (int i = 0; i < n; i++) {
                r[l][i] = i % 17 * 0.01 + l;
            }
        } else {
            for (int i = 0; i < n; i++) {
                r[l][i] = i % 17 * 0.01 + l;
            }
        }
    }
    double total = 0;
    #pragma omp parallel
    for (int c = 0; c < cycles; c++) {
        #pragma omp master
        for (int l = 14 - 1; l > 0; l--) {
            int n = 8 << l;
            for (int k = 0; k < 3; k++) {
                smooth(n, u[l], r[l]);
            }
            restrict_to(n / 2, u[l], r[l - 1]);
        }
        #pragma omp barrier
        #pragma omp for reduction(+:total)
        for (int l = 0; l < 14; l++) {
            total += norm(8 << l, u[l]) * 1e-9;
        }
    }
    printf("%.9e\n", total);
    for (int l = 0; l < 14; l++) {
        free(u[l]);
        free(r[l]);
    }
    return 0;
}
