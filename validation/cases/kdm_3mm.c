/* Three matrix products G = (A B)(C D) through two temporaries (3mm shape):
 * four inputs up, one result down, temporaries stay on the device. */
#include <stdio.h>
#define N 48
static double A[N][N], B[N][N], C[N][N], D[N][N], E[N][N], F[N][N], G[N][N];
static void mm(int n, double x[n][n], double y[n][n], double z[n][n])
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++)
                s += x[i][k] * y[k][j];
            z[i][j] = s;
        }
}
int main(void)
{
    unsigned seed = 31;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            seed = seed * 1103515245u + 12345u; A[i][j] = (seed >> 16) % 5 / 5.0;
            seed = seed * 1103515245u + 12345u; B[i][j] = (seed >> 16) % 7 / 7.0;
            seed = seed * 1103515245u + 12345u; C[i][j] = (seed >> 16) % 3 / 3.0;
            seed = seed * 1103515245u + 12345u; D[i][j] = (seed >> 16) % 9 / 9.0;
        }
    mm(N, A, B, E);
    mm(N, C, D, F);
    mm(N, E, F, G);
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s = s * 0.999 + G[i][j];
    printf("%.9e %.9e\n", s, G[0][N - 1]);
    return 0;
}
