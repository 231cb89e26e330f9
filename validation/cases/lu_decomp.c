/* LU decomposition without pivoting (Doolittle, in place) of a diagonally
 * dominant matrix, forward and back substitution to solve A x = b, the
 * product L*U rebuilt and compared with A, and the determinant as the
 * product of U's diagonal (in log form). Triangular loop nests throughout. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 120

static double A[N][N], LU[N][N], b[N], x[N], y[N];

int main(void)
{
    for (int i = 0; i < N; i++) {
        double rs = 0;
        for (int j = 0; j < N; j++) {
            A[i][j] = (i == j) ? 0.0 : 1.0 / (1 + abs(i - j)) * ((i + j) % 2 ? 1 : -1);
            rs += fabs(A[i][j]);
        }
        A[i][i] = rs + 1.0 + i * 0.01;        /* strictly diagonally dominant */
        b[i] = 1.0 + (i % 5);
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            LU[i][j] = A[i][j];

    for (int k = 0; k < N; k++) {
        for (int i = k + 1; i < N; i++)
            LU[i][k] /= LU[k][k];
        for (int i = k + 1; i < N; i++)
            for (int j = k + 1; j < N; j++)
                LU[i][j] -= LU[i][k] * LU[k][j];
    }

    for (int i = 0; i < N; i++) {           /* L y = b, unit diagonal */
        double s = b[i];
        for (int j = 0; j < i; j++)
            s -= LU[i][j] * y[j];
        y[i] = s;
    }
    for (int i = N - 1; i >= 0; i--) {      /* U x = y */
        double s = y[i];
        for (int j = i + 1; j < N; j++)
            s -= LU[i][j] * x[j];
        x[i] = s / LU[i][i];
    }

    double maxerr = 0, resid = 0, logdet = 0, xs = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            int kmax = i < j ? i : j;
            for (int k = 0; k <= kmax; k++)
                s += (k == i ? 1.0 : LU[i][k]) * LU[k][j];
            if (fabs(s - A[i][j]) > maxerr) maxerr = fabs(s - A[i][j]);
        }
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int j = 0; j < N; j++) s += A[i][j] * x[j];
        resid += (s - b[i]) * (s - b[i]);
        logdet += log(fabs(LU[i][i]));
        xs += x[i];
    }
    printf("x-sum %.12e logdet %.12e\n", xs, logdet);
    printf("lu-ok %d resid-ok %d x0 %.12e xlast %.12e\n", maxerr < 1e-10, sqrt(resid) < 1e-10, x[0], x[N - 1]);
    return 0;
}
