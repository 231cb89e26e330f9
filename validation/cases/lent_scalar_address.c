/* A scalar declared outside the loop whose address is lent to a callee that keeps no
   copy of it: private when each iteration writes it first. */
#include <stdio.h>

#define N 5000

static double next(double *seed) { *seed = *seed * 1.0001 + 0.5; return *seed; }
static void keep(double *x, double v) { *x = v; }
static double *saved;
static double grab(double *seed) { saved = seed; return *seed; }
static double out[N];

int main(void)
{
    int k;
    double seed, x, y = 0.0, z, acc = 0.25;
    for (k = 0; k < N; k++) {
        seed = 1.0 + k;
        x = next(&seed);
        out[k] = x * 2;
    }
    /* Written only by the callee: the read of y is not ordered after a write by name. */
    for (k = 0; k < N; k++) {
        keep(&y, k * 0.5);
        out[k] += y;
    }
    /* grab keeps the address: z is shared. */
    for (k = 0; k < N; k++) {
        z = k;
        out[k] += grab(&z);
    }
    /* next reads acc before writing it: its value flows between iterations. */
    for (k = 0; k < N; k++) {
        x = next(&acc);
        out[k] += x;
    }
    double sum = 0.0;
    for (k = 0; k < N; k++)
        sum += out[k] * (k % 3);
    printf("%.10e %.10e %.10e %.10e\n", sum, seed, y, *saved + acc);
    return 0;
}
