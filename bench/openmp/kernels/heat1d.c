/* 1-D heat equation, explicit three-point stencil on a large vector.
   Each time step does two sweeps, u -> w then w -> u. */
// bench: parallel
#include <stdio.h>

#define N 1000000
#define STEPS 500

static double u[N], w[N];

int main(void)
{
    int i, t;
    double r = 0.25, sum;

    for (i = 0; i < N; i++)
        u[i] = (double) (i % 1000) / 1000.0;
    w[0] = u[0];
    w[N - 1] = u[N - 1];

    for (t = 0; t < STEPS; t++) {
        for (i = 1; i < N - 1; i++)
            w[i] = u[i] + r * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
        for (i = 1; i < N - 1; i++)
            u[i] = w[i] + r * (w[i - 1] - 2.0 * w[i] + w[i + 1]);
    }

    sum = 0.0;
    for (i = 0; i < N; i++)
        sum += u[i];
    printf("checksum %.15e\n", sum);
    return 0;
}
