/* Forward substitution L x = b for many right-hand sides (one per row of X). */
// bench: parallel
#include <stdio.h>

#define N 1000
#define NRHS 2000

static double L[N][N], B[NRHS][N], X[NRHS][N];

int main(void)
{
    int i, j, k;
    double s;

    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            L[i][j] = j < i ? 1.0 / (double) (N + i - j) : (j == i ? 2.0 : 0.0);
    for (k = 0; k < NRHS; k++)
        for (i = 0; i < N; i++)
            B[k][i] = 1.0 + (double) ((k + i) % 11);

    for (k = 0; k < NRHS; k++)
        for (i = 0; i < N; i++) {
            s = B[k][i];
            for (j = 0; j < i; j++)
                s -= L[i][j] * X[k][j];
            X[k][i] = s / L[i][i];
        }

    s = 0.0;
    for (k = 0; k < NRHS; k++)
        for (i = 0; i < N; i++)
            s += X[k][i] * X[k][i];
    printf("checksum %.15e\n", s);
    return 0;
}
