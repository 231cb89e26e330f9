/* A 1-D diffusion with a source tracked on the host: many short time steps, each two
 * parallel sweeps and a scalar update between them. A region per sweep is entered 2 *
 * STEPS times; hoisted, once. */
#include <stdio.h>

#define N 40000
#define STEPS 20000

static double u[N], v[N];

int main(void)
{
    double src = 1.0;
    for (int i = 0; i < N; i++)
        u[i] = (double) (i % 19) / 19.0;
    for (int t = 0; t < STEPS; t++) {
        for (int i = 1; i < N - 1; i++)
            v[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1];
        src = 0.5 * src + 0.5 * v[N / 2];
        for (int i = 1; i < N - 1; i++)
            u[i] = v[i] + 1e-6 * src;
    }
    double cs = 0.0;
    for (int i = 0; i < N; i++)
        cs += u[i] * (i % 7 + 1);
    printf("%.9e %.9e\n", cs, src);
    return 0;
}
