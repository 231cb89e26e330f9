/* A program long enough (over the slowdown check's 100 ms floor at -O2) for the check to
   compare the output's time with the original's: a 2D heat equation in time, every space
   loop parallel, the time loop sequential. */
#include <stdio.h>

#define N 1100
#define STEPS 80

static double u[N][N], v[N][N];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            u[i][j] = (i == N / 2 && j == N / 2) ? 1000.0 : (double)((i * 13 + j * 7) % 17) / 17.0;
    for (int t = 0; t < STEPS; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                v[i][j] = u[i][j] + 0.2 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                u[i][j] = v[i][j];
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += u[i][j] * ((i + j) % 3 + 1);
    printf("%.10e %.10e\n", s, u[N / 2][N / 2]);
    return 0;
}
