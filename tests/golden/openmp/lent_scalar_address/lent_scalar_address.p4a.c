#include <stdio.h>

static double next(double *seed)
{
    *seed = *seed * 1.0001 + 0.5;
    return *seed;
}

static void keep(double *x, double v)
{
    *x = v;
}

static double *saved;

static double grab(double *seed)
{
    saved = seed;
    return *seed;
}

static double out[5000];

int main(void)
{
    int k;
    double seed, x, y = 0.0, z, acc = 0.25;
    #pragma omp parallel for private(x) lastprivate(seed)
    for (k = 0; k < 5000; k++) {
        seed = 1.0 + k;
        x = next(&seed);
        out[k] = x * 2;
    }
    for (k = 0; k < 5000; k++) {
        keep(&y, k * 0.5);
        out[k] += y;
    }
    for (k = 0; k < 5000; k++) {
        z = k;
        out[k] += grab(&z);
    }
    for (k = 0; k < 5000; k++) {
        x = next(&acc);
        out[k] += x;
    }
    double sum = 0.0;
    for (k = 0; k < 5000; k++) {
        sum += out[k] * (k % 3);
    }
    printf("%.10e %.10e %.10e %.10e\n", sum, seed, y, *saved + acc);
    return 0;
}
