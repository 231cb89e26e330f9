#include <math.h>
#include <stdio.h>
#include <stdlib.h>
static double A[120][120], LU[120][120], b[120], x[120], y[120];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 120; i++) {
        double rs = 0;
        for (int j = 0; j < 120; j++) {
            A[i][j] = i == j ? 0.0 : 1.0 / (1 + abs(i - j)) * ((i + j) % 2 ? 1 : -1);
            rs += fabs(A[i][j]);
        }
        A[i][i] = rs + 1.0 + i * 0.01;
        b[i] = 1.0 + i % 5;
    }
    #pragma omp parallel for
    for (int i = 0; i < 120; i++) {
        for (int j = 0; j < 120; j++) {
            LU[i][j] = A[i][j];
        }
    }
    #pragma omp parallel
    for (int k = 0; k < 120; k++) {
        #pragma omp for
        for (int i = k + 1; i < 120; i++) {
            LU[i][k] /= LU[k][k];
        }
        #pragma omp for
        for (int i = k + 1; i < 120; i++) {
            for (int j = k + 1; j < 120; j++) {
                LU[i][j] -= LU[i][k] * LU[k][j];
            }
        }
    }
    for (int i = 0; i < 120; i++) {
        double s = b[i];
        for (int j = 0; j < i; j++) {
            s -= LU[i][j] * y[j];
        }
        y[i] = s;
    }
    for (int i = 120 - 1; i >= 0; i--) {
        double s = y[i];
        for (int j = i + 1; j < 120; j++) {
            s -= LU[i][j] * x[j];
        }
        x[i] = s / LU[i][i];
    }
    double maxerr = 0, resid = 0, logdet = 0, xs = 0;
    #pragma omp parallel for reduction(max:maxerr)
    for (int i = 0; i < 120; i++) {
        for (int j = 0; j < 120; j++) {
            double s = 0;
            int kmax = i < j ? i : j;
            for (int k = 0; k <= kmax; k++) {
                s += (k == i ? 1.0 : LU[i][k]) * LU[k][j];
            }
            if (fabs(s - A[i][j]) > maxerr) {
                maxerr = fabs(s - A[i][j]);
            }
        }
    }
    #pragma omp parallel for reduction(+:logdet, resid, xs)
    for (int i = 0; i < 120; i++) {
        double s = 0;
        for (int j = 0; j < 120; j++) {
            s += A[i][j] * x[j];
        }
        resid += (s - b[i]) * (s - b[i]);
        logdet += log(fabs(LU[i][i]));
        xs += x[i];
    }
    printf("x-sum %.12e logdet %.12e\n", xs, logdet);
    printf("lu-ok %d resid-ok %d x0 %.12e xlast %.12e\n", maxerr < 1e-10, sqrt(resid) < 1e-10, x[0],
        x[120 - 1]);
    return 0;
}
