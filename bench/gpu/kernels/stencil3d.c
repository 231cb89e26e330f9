/* 7-point 3-D stencil, 10 sweeps on a 160^3 grid: a 3-D grid of threads. */
#include <stdio.h>
#define N 160
#define STEPS 10
static float p[N][N][N], q[N][N][N];
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++)
                p[i][j][k] = q[i][j][k] = (float)((i + 2 * j + 3 * k) % 16) / 16.0f;
    for (int t = 0; t < STEPS; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                for (int k = 1; k < N - 1; k++)
                    q[i][j][k] = 0.5f * p[i][j][k] +
                                 (p[i - 1][j][k] + p[i + 1][j][k] + p[i][j - 1][k] +
                                  p[i][j + 1][k] + p[i][j][k - 1] + p[i][j][k + 1]) / 12.0f;
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                for (int k = 1; k < N - 1; k++)
                    p[i][j][k] = q[i][j][k];
    }
    double s = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++)
                s += p[i][j][k];
    printf("%.6e\n", s);
    return 0;
}
