/* Stencils in a time loop on grids whose sizes are not multiples of any block shape:
 * a 5-point Jacobi sweep, a 9-point smoother that reads the corners, an upwind scheme
 * that only reads behind (offsets 0, -1, -2), and an integer box count. Each reads its
 * source at several neighbouring points, so each is tiled on the GPU targets. */
#include <stdio.h>
#define N 37
#define M 101
#define STEPS 7
static double a[N][M], b[N][M], c[N][M];
static int alive[N][M], count[N][M];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            a[i][j] = ((i * 13 + j * 7) % 23) / 23.0;
            c[i][j] = 0.0;
            alive[i][j] = (i * 31 + j * 17) % 5 == 0;
        }
    for (int t = 0; t < STEPS; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < M - 1; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < M - 1; j++)
                a[i][j] = (b[i - 1][j - 1] + b[i - 1][j] + b[i - 1][j + 1]
                           + b[i][j - 1] + 2.0 * b[i][j] + b[i][j + 1]
                           + b[i + 1][j - 1] + b[i + 1][j] + b[i + 1][j + 1]) / 10.0;
    }
    for (int i = 2; i < N; i++)
        for (int j = 2; j < M; j++)
            c[i][j] = a[i][j] - 0.5 * a[i][j - 1] - 0.25 * a[i - 1][j - 2] + 0.125 * a[i - 2][j];
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < M - 1; j++)
            count[i][j] = alive[i - 1][j] + alive[i + 1][j] + alive[i][j - 1] + alive[i][j + 1]
                          + alive[i - 1][j - 1] + alive[i + 1][j + 1];
    double s = 0;
    long k = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            s += a[i][j] * (1 + (i + j) % 3) + c[i][j];
            k += count[i][j] * (i % 4 + 1);
        }
    printf("%.12e %ld %.12e %.12e\n", s, k, a[N / 2][M / 2], c[N - 1][M - 1]);
    return 0;
}
