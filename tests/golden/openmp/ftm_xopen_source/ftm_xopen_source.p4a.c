#define _XOPEN_SOURCE 700
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
static double x[100000], y[100000];

int main(void)
{
    unsigned short seed[3] = {1, 2, 3};
    srand48(12345);
    for (int i = 0; i < 100000; i++) {
        x[i] = drand48();
        y[i] = erand48(seed);
    }
    double sum = 0.0;
    int inside = 0;
    #pragma omp parallel for reduction(+:inside, sum)
    for (int i = 0; i < 100000; i++) {
        y[i] = sqrt(x[i] * x[i] + y[i] * y[i]);
        sum += y[i];
        inside += y[i] <= 1.0;
    }
    printf("inside %d of %d, checksum %.6f\n", inside, 100000, sum);
    return 0;
}
