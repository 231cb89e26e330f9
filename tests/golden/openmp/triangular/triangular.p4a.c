#include <stdio.h>
static double L[80][80], U[80][80], B[80][60], X[80][60], C[80][80], A[80][60];
static double packed[80 * (80 + 1) / 2];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 80; i++) {
        for (int j = 0; j < 80; j++) {
            L[i][j] = j <= i ? 1.0 / (1 + i - j) : 0.0;
            U[i][j] = j >= i ? i == j ? 2.0 + i * 0.01 : 0.5 / (1 + j - i) : 0.0;
            C[i][j] = (i + j) % 3 * 0.1;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 80; i++) {
        for (int j = 0; j < 60; j++) {
            B[i][j] = (double)((i + 2 * j) % 9) / 9.0;
            A[i][j] = (double)(i * j % 5) * 0.2;
        }
    }
    for (int i = 80 - 1; i >= 0; i--) {
        for (int j = 0; j < 60; j++) {
            double s = L[i][i] * B[i][j];
            for (int k = 0; k < i; k++) {
                s += L[i][k] * B[k][j];
            }
            B[i][j] = s;
        }
    }
    #pragma omp parallel for
    for (int j = 0; j < 60; j++) {
        for (int i = 80 - 1; i >= 0; i--) {
            double s = B[i][j];
            for (int k = i + 1; k < 80; k++) {
                s -= U[i][k] * X[k][j];
            }
            X[i][j] = s / U[i][i];
        }
    }
    #pragma omp parallel for schedule(static, 1)
    for (int i = 0; i < 80; i++) {
        for (int j = 0; j <= i; j++) {
            C[i][j] *= 0.5;
            for (int k = 0; k < 60; k++) {
                C[i][j] += 0.25 * A[i][k] * A[j][k];
            }
        }
    }
    for (int i = 0; i < 80; i++) {
        for (int j = 0; j <= i; j++) {
            packed[i * (i + 1) / 2 + j] = C[i][j];
        }
    }
    double sb = 0, sx = 0, sc = 0, sp = 0;
    for (int i = 0; i < 80; i++) {
        for (int j = 0; j < 60; j++) {
            sb += B[i][j];
            sx += X[i][j] * (1 + j % 4);
        }
    }
    for (int i = 0; i < 80; i++) {
        for (int j = 0; j <= i; j++) {
            sc += C[i][j];
        }
    }
    for (int p = 0; p < 80 * (80 + 1) / 2; p++) {
        sp += packed[p] * (p % 3);
    }
    printf("LB %.12e X %.12e C %.12e packed %.12e\n", sb, sx, sc, sp);
    return 0;
}
