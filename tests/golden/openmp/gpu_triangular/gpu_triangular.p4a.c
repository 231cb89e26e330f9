#include <stdio.h>
#include <stdlib.h>
static double L[260][260], U[260][260], B[260][260], y[260], x[260];
static int rt[260][260];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 260; i++) {
        x[i] = 1.0 + i % 13 * 0.125;
        for (int j = 0; j < 260; j++) {
            L[i][j] = -1.0;
            U[i][j] = -2.0;
            B[i][j] = 0.5;
            rt[i][j] = 7;
        }
    }
    #pragma omp parallel for schedule(static, 1)
    for (int i = 0; i < 260; i++) {
        for (int j = 0; j <= i; j++) {
            L[i][j] = 1.0 / (i - j + 1) + j * 0.001;
        }
    }
    #pragma omp parallel for schedule(static, 1)
    for (int i = 0; i < 260; i++) {
        for (int j = i + 1; j < 260; j++) {
            U[i][j] = (j - i) * 0.01 + i * 0.0001;
        }
    }
    #pragma omp parallel for schedule(static, 1)
    for (int i = 0; i < 260; i++) {
        for (int j = i - 3 > 0 ? i - 3 : 0; j <= (i + 3 < 260 - 1 ? i + 3 : 260 - 1); j++) {
            B[i][j] = i - j + 10.0;
        }
    }
    #pragma omp parallel for schedule(static, 1)
    for (int i = 0; i < 260; i++) {
        for (int j = 0; j < 260 - i; j++) {
            rt[i][j] = i * 3 + j;
        }
    }
    double sl = 0, su = 0, sb = 0, sy = 0;
    long sr = 0;
    #pragma omp parallel for schedule(static, 1) reduction(+:sb, sl, sr, su, sy)
    for (int i = 0; i < 260; i++) {
        {
            double s = 0;
            for (int j = 0; j <= i; j++) {
                s += L[i][j] * x[j];
            }
            y[i] = s;
        }
        sy += y[i] * (i % 4 + 1);
        for (int j = 0; j < 260; j++) {
            sl += L[i][j] * (j % 3 + 1);
            su += U[i][j] * (i % 5 + 1);
            sb += B[i][j];
            sr += (long)rt[i][j] * (j + 1);
        }
    }
    printf("L %.12e U %.12e B %.12e\n", sl, su, sb);
    printf("y %.12e rt %ld\n", sy, sr);
    printf("probe %.12e %.12e %.12e %d\n", L[260 - 1][0], U[0][260 - 1], y[260 - 1], rt[260 - 1][1]);
    return 0;
}
