/* _XOPEN_SOURCE 700 before the includes, in a strict ISO C build (-std=c11): <stdlib.h>
 * declares srand48, drand48 and erand48 only under it. p4a's output must define it again
 * before its own includes: an implicitly declared drand48 would return an int, not the
 * double it computes, and the checksum would differ. */
#define _XOPEN_SOURCE 700
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100000

static double x[N], y[N];

int main(void)
{
    unsigned short seed[3] = {1, 2, 3};
    srand48(12345);
    for (int i = 0; i < N; i++) {
        x[i] = drand48();
        y[i] = erand48(seed);
    }
    for (int i = 0; i < N; i++)
        y[i] = sqrt(x[i] * x[i] + y[i] * y[i]);
    double sum = 0.0;
    int inside = 0;
    for (int i = 0; i < N; i++) {
        sum += y[i];
        inside += y[i] <= 1.0;
    }
    printf("inside %d of %d, checksum %.6f\n", inside, N, sum);
    return 0;
}
