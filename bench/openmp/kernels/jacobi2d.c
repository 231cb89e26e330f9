/* 2-D Jacobi relaxation, five-point stencil, time loop, copy back. */
// bench: parallel
#include <stdio.h>

#define N 1000
#define STEPS 500

static double u[N][N], v[N][N];

int main(void)
{
    int i, j, t;
    double sum;

    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            u[i][j] = (i == 0 || j == 0 || i == N - 1 || j == N - 1) ? 1.0 + (double) (i + j) / N : 0.0;

    for (t = 0; t < STEPS; t++) {
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                v[i][j] = 0.2 * (u[i][j] + u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                u[i][j] = v[i][j];
    }

    sum = 0.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            sum += u[i][j];
    printf("checksum %.15e\n", sum);
    return 0;
}
