/* Each time step: a stencil sweep into a new grid, then two point-wise sweeps
 * (a source term, then a damping and copy back): the point-wise sweeps fuse with
 * each other, not with the stencil. */
#include <stdio.h>
#define N 300
#define T 15
static double u[N][N], un[N][N], src[N][N];
int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            u[i][j] = ((i + 3 * j) % 7) * 0.2;
            src[i][j] = ((i * j) % 5) * 0.01;
        }
    for (int t = 0; t < T; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                un[i][j] = u[i][j] + 0.1 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                un[i][j] = un[i][j] + src[i][j];
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                u[i][j] = 0.99 * un[i][j];
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s = s * 0.999 + u[i][j];
    printf("%.9e\n", s);
    return 0;
}
