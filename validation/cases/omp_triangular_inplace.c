/* Triangular nests that work in place and carry dependences: a row-oriented
 * Cholesky factorisation (row i reads rows j < i, already factored; column j
 * reads columns k < j of the same row), then forward and back substitution.
 * The row and column loops stay sequential. */
#include <math.h>
#include <stdio.h>

#define N 120

static double a[N][N], bvec[N], z[N], x[N];

int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++)
            a[i][j] = 1.0 / (1.0 + (i > j ? i - j : j - i));
        a[i][i] += (double)N;
        bvec[i] = 1.0 + (double)(i % 7);
    }
    for (i = 0; i < N; i++)
        for (j = 0; j <= i; j++) {
            double s = a[i][j];
            for (k = 0; k < j; k++)
                s -= a[i][k] * a[j][k];
            if (i == j)
                a[i][i] = sqrt(s);
            else
                a[i][j] = s / a[j][j];
        }
    for (i = 0; i < N; i++) {
        double s = bvec[i];
        for (j = 0; j < i; j++)
            s -= a[i][j] * z[j];
        z[i] = s / a[i][i];
    }
    for (i = N - 1; i >= 0; i--) {
        double s = z[i];
        for (j = i + 1; j < N; j++)
            s -= a[j][i] * x[j];
        x[i] = s / a[i][i];
    }
    double sl = 0, sx = 0;
    for (i = 0; i < N; i++) {
        for (j = 0; j <= i; j++)
            sl += a[i][j] * (double)(j % 3 + 1);
        sx += x[i] * (double)(i % 4 + 1);
    }
    printf("L %.12e x %.12e x[0] %.12e x[N-1] %.12e\n", sl, sx, x[0], x[N - 1]);
    return 0;
}
