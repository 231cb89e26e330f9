/* Jacobi 2-D smoothing, 60 sweeps on a 1024 x 1024 grid: memory-bound stencil in a time
 * loop (per-kernel transfers move both grids every sweep). */
#include <stdio.h>
#define N 1024
#define STEPS 60
static double u[N][N], v[N][N];
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            u[i][j] = v[i][j] = (double)((i * 31 + j * 17) % 100) / 100.0;
    for (int t = 0; t < STEPS; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                u[i][j] = v[i][j];
    }
    double s = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += u[i][j] * ((i ^ j) & 7);
    printf("%.10e\n", s);
    return 0;
}
