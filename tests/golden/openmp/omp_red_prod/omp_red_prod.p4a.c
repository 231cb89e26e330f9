#include <stdio.h>
static double f[30000];
static unsigned long v[30000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 30000; i++) {
        f[i] = 1.0 + (double)((i * 13 + 1) % 21 - 10) * 1.0e-5;
        v[i] = 2UL * (unsigned long)((i * 7919 + 3) % 65536) + 1UL;
    }
    unsigned long up = 1;
    #pragma omp parallel for reduction(*:up)
    for (i = 0; i < 30000; i++) {
        up *= v[i];
    }
    double p = 1.0;
    #pragma omp parallel for reduction(*:p)
    for (i = 0; i < 30000; i++) {
        p *= f[i];
    }
    double q = 2.0;
    #pragma omp parallel for reduction(*:q)
    for (i = 0; i < 30000; i++) {
        q = q * (f[i] * f[i]);
    }
    unsigned long h = 7;
    for (i = 0; i < 30000; i++) {
        h = h * 3UL + v[i];
    }
    printf("up %lu p %.12e q %.12e h %lu\n", up, p, q, h);
    return 0;
}
