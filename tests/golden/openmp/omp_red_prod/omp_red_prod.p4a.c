#include <stdio.h>
static double f[30000];
static unsigned long v[30000];

int main(void)
{
    int i;
    unsigned long up = 1;
    double p = 1.0;
    double q = 2.0;
    #pragma omp parallel for reduction(*:p, q, up)
    for (i = 0; i < 30000; i++) {
        f[i] = 1.0 + (double)((i * 13 + 1) % 21 - 10) * 1.0e-5;
        v[i] = 2UL * (unsigned long)((i * 7919 + 3) % 65536) + 1UL;
        up *= v[i];
        p *= f[i];
        q = q * (f[i] * f[i]);
    }
    unsigned long h = 7;
    for (i = 0; i < 30000; i++) {
        h = h * 3UL + v[i];
    }
    printf("up %lu p %.12e q %.12e h %lu\n", up, p, q, h);
    return 0;
}
