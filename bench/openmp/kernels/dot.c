/* Dot product, repeated: a floating-point sum reduction. */
// bench: parallel
#include <stdio.h>
#include <stdlib.h>

#define N 2000000
#define REPS 350

int main(void)
{
    double *x = malloc(sizeof(double) * N);
    double *y = malloc(sizeof(double) * N);
    double s, total;
    int i, r;

    if (x == NULL || y == NULL)
        return 1;
    for (i = 0; i < N; i++) {
        x[i] = 1.0 + (double) (i % 13) / 13.0;
        y[i] = 0.5 + (double) (i % 7) / 7.0;
    }

    total = 0.0;
    for (r = 0; r < REPS; r++) {
        s = 0.0;
        for (i = 0; i < N; i++)
            s += x[i] * y[i];
        total += s;
        x[r] += 1.0;
    }

    printf("checksum %.15e\n", total);
    free(x);
    free(y);
    return 0;
}
