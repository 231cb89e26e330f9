/* Triangular loop nests: lower-triangular matrix times matrix (B = L * B in
 * place, needing the right iteration order), upper-triangular solve with
 * many right-hand sides, symmetric rank-k update of the lower triangle
 * (C = alpha A A^T + beta C), and packed storage of a triangle with an
 * index computed as i*(i+1)/2 + j. */
#include <stdio.h>

#define N 80
#define M 60

static double L[N][N], U[N][N], B[N][M], X[N][M], C[N][N], A[N][M];
static double packed[N * (N + 1) / 2];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            L[i][j] = j <= i ? 1.0 / (1 + i - j) : 0.0;
            U[i][j] = j >= i ? (i == j ? 2.0 + i * 0.01 : 0.5 / (1 + j - i)) : 0.0;
            C[i][j] = (i + j) % 3 * 0.1;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            B[i][j] = (double)((i + 2 * j) % 9) / 9.0;
            A[i][j] = (double)((i * j) % 5) * 0.2;
        }

    /* B := L * B in place: row i needs rows 0..i of the old B, so go from the bottom up */
    for (int i = N - 1; i >= 0; i--)
        for (int j = 0; j < M; j++) {
            double s = L[i][i] * B[i][j];
            for (int k = 0; k < i; k++)
                s += L[i][k] * B[k][j];
            B[i][j] = s;
        }

    /* U X = B, back substitution column by column */
    for (int j = 0; j < M; j++)
        for (int i = N - 1; i >= 0; i--) {
            double s = B[i][j];
            for (int k = i + 1; k < N; k++)
                s -= U[i][k] * X[k][j];
            X[i][j] = s / U[i][i];
        }

    /* symmetric rank-k update of the lower triangle */
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= i; j++) {
            C[i][j] *= 0.5;
            for (int k = 0; k < M; k++)
                C[i][j] += 0.25 * A[i][k] * A[j][k];
        }

    /* packed lower triangle */
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= i; j++)
            packed[i * (i + 1) / 2 + j] = C[i][j];

    double sb = 0, sx = 0, sc = 0, sp = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            sb += B[i][j];
            sx += X[i][j] * (1 + j % 4);
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= i; j++)
            sc += C[i][j];
    for (int p = 0; p < N * (N + 1) / 2; p++) sp += packed[p] * (p % 3);
    printf("LB %.12e X %.12e C %.12e packed %.12e\n", sb, sx, sc, sp);
    return 0;
}
