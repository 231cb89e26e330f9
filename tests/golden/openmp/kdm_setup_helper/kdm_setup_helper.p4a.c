#include <stdio.h>

static void setup(int n, double *a, double *b)
{
    unsigned int seed = 11;
    for (int i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 17;
        b[i] = i % 3;
    }
}

static void relax(int n, double *a, double *b)
{
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
    }
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        a[i] = b[i];
    }
}

int main(void)
{
    static double a[30000], b[30000];
    setup(30000, a, b);
    for (int t = 0; t < 8; t++) {
        relax(30000, a, b);
    }
    for (int i = 0; i < 30000; i += 2999) {
        printf("%d %.9f\n", i, a[i]);
    }
    return 0;
}
