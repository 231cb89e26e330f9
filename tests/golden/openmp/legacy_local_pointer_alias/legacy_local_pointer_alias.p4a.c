#include <stdio.h>
#include <stdlib.h>

static double sum_walk(const double *a, int n)
{
    double s = 0;
    for (const double *p = a; p < a + n; p++) {
        s += *p;
    }
    return s;
}

static void half_shift(double *a, int n)
{
    double *q = a + 1;
    for (int i = 0; i < n - 1; i++) {
        q[i] = a[i] * 0.5;
    }
}

int main(void)
{
    int n = 300000;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        a[i] = i % 11;
        b[i] = a[i] * 2;
    }
    double s = sum_walk(b, n);
    half_shift(a, n);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        b[i] += a[i];
    }
    printf("%f %f\n", s, sum_walk(b, n));
    free(a);
    free(b);
    return 0;
}
