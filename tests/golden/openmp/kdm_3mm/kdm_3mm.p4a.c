#include <stdio.h>
static double A[48][48], B[48][48], C[48][48], D[48][48], E[48][48], F[48][48], G[48][48];

static void mm(int n, double x[n][n], double y[n][n], double z[n][n])
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) {
                s += x[i][k] * y[k][j];
            }
            z[i][j] = s;
        }
    }
}

int main(void)
{
    unsigned int seed = 31;
    for (int i = 0; i < 48; i++) {
        for (int j = 0; j < 48; j++) {
            seed = seed * 1103515245u + 12345u;
            A[i][j] = (seed >> 16) % 5 / 5.0;
            seed = seed * 1103515245u + 12345u;
            B[i][j] = (seed >> 16) % 7 / 7.0;
            seed = seed * 1103515245u + 12345u;
            C[i][j] = (seed >> 16) % 3 / 3.0;
            seed = seed * 1103515245u + 12345u;
            D[i][j] = (seed >> 16) % 9 / 9.0;
        }
    }
    mm(48, A, B, E);
    mm(48, C, D, F);
    mm(48, E, F, G);
    double s = 0;
    for (int i = 0; i < 48; i++) {
        for (int j = 0; j < 48; j++) {
            s = s * 0.999 + G[i][j];
        }
    }
    printf("%.9e %.9e\n", s, G[0][48 - 1]);
    return 0;
}
