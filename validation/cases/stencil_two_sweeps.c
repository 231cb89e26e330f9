/* A Jacobi time loop in two sweeps (u to v, then v back to u): the second sweep
 * reads neighbours the first wrote at other iterations, so they never fuse. */
#include <stdio.h>
#define N 400
#define T 20
static double u[N][N], v[N][N];
int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            u[i][j] = ((i * j) % 10) * 0.1;
    for (int t = 0; t < T; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                u[i][j] = 0.25 * (v[i - 1][j] + v[i + 1][j] + v[i][j - 1] + v[i][j + 1]);
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s = s * 0.999 + u[i][j];
    printf("%.9e\n", s);
    return 0;
}
