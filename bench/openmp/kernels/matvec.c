/* Repeated matrix-vector product y = A * x on a heap matrix, x damped towards y. */
// bench: parallel
#include <stdio.h>
#include <stdlib.h>

#define N 2000
#define STEPS 180

int main(void)
{
    double *a = malloc(sizeof(double) * N * N);
    double *x = malloc(sizeof(double) * N);
    double *y = malloc(sizeof(double) * N);
    double s;
    int i, j, t;

    if (a == NULL || x == NULL || y == NULL)
        return 1;
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++)
            a[i * N + j] = (double) ((i + 2 * j) % 10) / 10.0;
        x[i] = 1.0 + (double) (i % 7);
    }

    for (t = 0; t < STEPS; t++) {
        for (i = 0; i < N; i++) {
            s = 0.0;
            for (j = 0; j < N; j++)
                s += a[i * N + j] * x[j];
            y[i] = s;
        }
        for (i = 0; i < N; i++)
            x[i] = 0.5 * x[i] + y[i] / N;
    }

    s = 0.0;
    for (i = 0; i < N; i++)
        s += x[i];
    printf("checksum %.15e\n", s);
    free(a);
    free(x);
    free(y);
    return 0;
}
