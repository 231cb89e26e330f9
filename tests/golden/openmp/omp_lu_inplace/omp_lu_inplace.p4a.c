#include <stdio.h>
#include <stdlib.h>
static double a[256][256], orig[256][256];

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 110;
    if (n < 2 || n > 256) {
        return 2;
    }
    int i, j, k;
    #pragma omp parallel for private(j)
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
            a[i][j] = (double)((i * 13 + j * 7) % 10) * 0.1 + (i == j ? (double)n : 0.0);
            orig[i][j] = a[i][j];
        }
    }
    #pragma omp parallel private(k)
    for (k = 0; k < n - 1; k++) {
        #pragma omp for private(j)
        for (i = k + 1; i < n; i++) {
            a[i][k] /= a[k][k];
            for (j = k + 1; j < n; j++) {
                a[i][j] -= a[i][k] * a[k][j];
            }
        }
    }
    double su = 0, sl = 0, det = 1.0;
    #pragma omp parallel for private(j) reduction(+:sl, su) reduction(*:det)
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
            if (j >= i) {
                su += a[i][j] * (double)(j % 3 + 1);
            } else {
                sl += a[i][j] * (double)(i % 3 + 1);
            }
        }
        det *= a[i][i] / (double)n;
    }
    double r = 0;
    #pragma omp parallel for private(j, k) schedule(static, 1) reduction(+:r)
    for (i = 0; i < n; i += 17) {
        for (j = 0; j < n; j += 13) {
            double s = 0;
            for (k = 0; k <= (i < j ? i : j); k++) {
                s += (k == i ? 1.0 : a[i][k]) * a[k][j];
            }
            r += (s - orig[i][j]) * (s - orig[i][j]);
        }
    }
    printf("U %.12e L %.12e det/n^n %.12e residual_small %d\n", su, sl, det, r < 1e-18);
    return 0;
}
