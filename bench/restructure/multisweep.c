/* Benchmark: a time loop of a diffusion-reaction model: a stencil sweep, then three
 * point-wise sweeps (reaction through a temporary, source, damping and copy back). */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 1200
#endif
#ifndef T
#define T 20
#endif
static double u[N][N], un[N][N], src[N][N];
int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            u[i][j] = ((i * 3 + j) % 17) * 0.05;
            src[i][j] = ((i + j) % 7) * 0.001;
        }
    for (int t = 0; t < T; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                un[i][j] = u[i][j] + 0.1 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j]);
        double (*react)[N] = malloc(sizeof(double[N][N]));
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                react[i][j] = un[i][j] * (1 - un[i][j]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                un[i][j] = un[i][j] + 0.05 * react[i][j] + src[i][j];
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                u[i][j] = 0.999 * un[i][j];
        free(react);
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s = s * 0.999999 + u[i][j];
    printf("%.9e\n", s);
    return 0;
}
