#include <stdio.h>
static double a[100000];

static void smooth_scratch(int m, double *x)
{
    static double tmp[100000];
    int q;
    #pragma omp parallel for
    for (q = 0; q < m; q++) {
        tmp[q] = x[q];
    }
    #pragma omp parallel for
    for (q = 1; q < m - 1; q++) {
        x[q] = 0.5 * tmp[q - 1] + 0.5 * tmp[q + 1];
    }
}

int main(void)
{
    int i;
    double s = 0.0;
    #pragma omp parallel for
    for (i = 0; i < 100000; i++) {
        a[i] = (double)(i % 101) / 101.0;
    }
    smooth_scratch(100000, a);
    #pragma omp parallel for reduction(+:s)
    for (i = 0; i < 100000; i++) {
        s += a[i] * (double)(i % 7);
    }
    printf("%.6f\n", s);
    return 0;
}
