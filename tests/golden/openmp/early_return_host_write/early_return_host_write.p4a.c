#include <stdio.h>
static double a[100000], b[100000];

static int update(double *x, int n, int t)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        x[i] = x[i] * 0.5 + t;
    }
    if (t % 2 == 0) {
        x[0] = -1000.0 * t;
        x[n - 1] = 7.0;
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        x[i] += 1.0;
    }
    return 0;
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        a[i] = i % 11;
    }
    int evens = 0;
    for (int t = 0; t < 6; t++) {
        evens += update(a, 100000, t);
        #pragma omp parallel for
        for (int i = 0; i < 100000; i++) {
            b[i] = a[i] + b[i] * 0.5;
        }
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 100000; i++) {
        s += b[i] * (1 + i % 3);
    }
    printf("%d %.12e %.6e\n", evens, s, b[0]);
    return 0;
}
