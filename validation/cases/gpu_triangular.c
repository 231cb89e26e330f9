/* Triangular nests whose inner bounds depend on the outer index: a lower
 * triangle fill (j <= i), an upper triangle (j from i+1), a band j in
 * [i-3, i+3] clipped to the matrix, a triangular matrix-vector product into a
 * separate vector, and a reversed triangle j < n - i. Elements outside each
 * triangle keep their previous values. */
#include <stdio.h>
#include <stdlib.h>

#define N 260

static double L[N][N], U[N][N], B[N][N], y[N], x[N];
static int rt[N][N];

int main(void)
{
    for (int i = 0; i < N; i++) {
        x[i] = 1.0 + (i % 13) * 0.125;
        for (int j = 0; j < N; j++) {
            L[i][j] = -1.0;
            U[i][j] = -2.0;
            B[i][j] = 0.5;
            rt[i][j] = 7;
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= i; j++)
            L[i][j] = 1.0 / (i - j + 1) + j * 0.001;
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++)
            U[i][j] = (j - i) * 0.01 + i * 0.0001;
    for (int i = 0; i < N; i++)
        for (int j = (i - 3 > 0 ? i - 3 : 0); j <= (i + 3 < N - 1 ? i + 3 : N - 1); j++)
            B[i][j] = i - j + 10.0;
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int j = 0; j <= i; j++)
            s += L[i][j] * x[j];
        y[i] = s;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N - i; j++)
            rt[i][j] = i * 3 + j;
    double sl = 0, su = 0, sb = 0, sy = 0;
    long sr = 0;
    for (int i = 0; i < N; i++) {
        sy += y[i] * (i % 4 + 1);
        for (int j = 0; j < N; j++) {
            sl += L[i][j] * (j % 3 + 1);
            su += U[i][j] * (i % 5 + 1);
            sb += B[i][j];
            sr += (long)rt[i][j] * (j + 1);
        }
    }
    printf("L %.12e U %.12e B %.12e\n", sl, su, sb);
    printf("y %.12e rt %ld\n", sy, sr);
    printf("probe %.12e %.12e %.12e %d\n", L[N - 1][0], U[0][N - 1], y[N - 1], rt[N - 1][1]);
    return 0;
}
