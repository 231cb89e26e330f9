/* Product reductions: an unsigned product of odd numbers (exact modulo 2^64,
 * so any order gives the same bits), p *= e and p = p * e on doubles near 1.
 * An affine recurrence h = h*3 + v[i] looks like a product but is not a
 * reduction and stays sequential. */
#include <stdio.h>

#define N 30000

static double f[N];
static unsigned long v[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        f[i] = 1.0 + (double)((i * 13 + 1) % 21 - 10) * 1.0e-5;
        v[i] = 2UL * (unsigned long)((i * 7919 + 3) % 65536) + 1UL;
    }
    unsigned long up = 1;
    for (i = 0; i < N; i++)
        up *= v[i];
    double p = 1.0;
    for (i = 0; i < N; i++)
        p *= f[i];
    double q = 2.0;
    for (i = 0; i < N; i++)
        q = q * (f[i] * f[i]);
    unsigned long h = 7;
    for (i = 0; i < N; i++)
        h = h * 3UL + v[i];
    printf("up %lu p %.12e q %.12e h %lu\n", up, p, q, h);
    return 0;
}
