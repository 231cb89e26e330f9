#include <stdio.h>
#include <stdlib.h>

static void mm(int n, double (*a)[n], double (*b)[n], double (*c)[n])
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) {
                s += a[i][k] * b[k][j];
            }
            c[i][j] = s;
        }
    }
}

static void mm_tiled(int n, double (*a)[n], double (*b)[n], double (*c)[n])
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            c[i][j] = 0;
        }
    }
    for (int ii = 0; ii < n; ii += 16) {
        for (int kk = 0; kk < n; kk += 16) {
            for (int jj = 0; jj < n; jj += 16) {
                for (int i = ii; i < ii + 16 && i < n; i++) {
                    for (int k = kk; k < kk + 16 && k < n; k++) {
                        double aik = a[i][k];
                        if ((jj + 16 < n ? jj + 16 : n) - jj >= 7143) {
                            #pragma omp parallel for
                            for (int j = jj; j < (jj + 16 < n ? jj + 16 : n); j++) {
                                c[i][j] += aik * b[k][j];
                            }
                        } else {
                            for (int j = jj; j < (jj + 16 < n ? jj + 16 : n); j++) {
                                c[i][j] += aik * b[k][j];
                            }
                        }
                    }
                }
            }
        }
    }
}

int main(void)
{
    int n = 100;
    double (*A)[n] = malloc(sizeof(double[n][n]));
    double (*B)[n] = malloc(sizeof(double[n][n]));
    double (*C)[n] = malloc(sizeof(double[n][n]));
    double (*D)[n] = malloc(n * sizeof *D);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            A[i][j] = 1.0 / (i + j + 1);
            B[i][j] = i == j ? 2.0 : j == i + 1 || i == j + 1 ? -1.0 : 0.0;
        }
    }
    mm(n, A, B, C);
    mm_tiled(n, A, B, D);
    double sc = 0, sd = 0, tr = 0;
    #pragma omp parallel for reduction(+:sc, sd, tr)
    for (int i = 0; i < n; i++) {
        tr += C[i][i];
        for (int j = 0; j < n; j++) {
            sc += C[i][j] > 0 ? C[i][j] : -C[i][j];
            sd += D[i][j] > 0 ? D[i][j] : -D[i][j];
        }
    }
    printf("abs-sum %.12e %.12e trace %.12e\n", sc, sd, tr);
    printf("rows %.12e %.12e\n", C[0][0] + C[0][n - 1], D[n / 2][n / 3]);
    free(A);
    free(B);
    free(C);
    free(D);
    return 0;
}
