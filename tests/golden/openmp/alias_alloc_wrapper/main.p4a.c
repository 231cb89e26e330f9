#include <stdio.h>
#include <stddef.h>
void *alloc_data(size_t n, size_t size);

static void gemm(int n, int m, double (*A)[m], double (*B)[m], double (*C)[m])
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            double s = 0;
            for (int k = 0; k < m; k++) {
                s += A[i][k] * B[k][j];
            }
            C[i][j] = s;
        }
    }
}

static void init(int n, int m, double A[n][m], double B[n][m])
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            A[i][j] = (i * 3 + j) % 7;
            B[i][j] = (i + 2 * j) % 5;
        }
    }
}

int main(void)
{
    int n = 120, m = 120;
    double (*A)[m] = alloc_data(n * m, sizeof(double));
    double (*B)[m] = alloc_data(n * m, sizeof(double));
    double (*C)[m] = alloc_data(n * m, sizeof(double));
    init(n, m, A, B);
    gemm(n, m, A, B, C);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            s += C[i][j];
        }
    }
    printf("%.6f\n", s);
    return 0;
}
