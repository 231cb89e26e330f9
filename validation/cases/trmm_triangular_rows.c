/* Triangular matrix product in the PolyBench shape (B = alpha * A^T-lower B, the k loop
 * from i + 1: empty on the last row), sizes given at run time to the kernel function:
 * A and B go up once and B comes down once, and no transfer moves a row past the end of
 * A when the triangular range is empty. */
#include <stdio.h>
#include <stdlib.h>
#define M 200
#define N 240
static void kernel_trmm(int m, int n, double alpha, double A[M][M], double B[M][N])
{
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            for (int k = i + 1; k < m; k++)
                B[i][j] += A[k][i] * B[k][j];
            B[i][j] = alpha * B[i][j];
        }
}
int main(int argc, char **argv)
{
    double (*A)[M] = malloc(sizeof(double) * M * M);
    double (*B)[N] = malloc(sizeof(double) * M * N);
    unsigned seed = 5;
    for (int i = 0; i < M; i++) {
        for (int j = 0; j < i; j++) { seed = seed * 1103515245u + 12345u; A[i][j] = (seed >> 16) % 100 / 100.0; }
        A[i][i] = 1.0;
        for (int j = 0; j < N; j++) { seed = seed * 1103515245u + 12345u; B[i][j] = (seed >> 16) % 100 / 100.0; }
    }
    (void)argv;
    int m = argc > 10 ? 7 : M, n = argc > 10 ? 9 : N;
    kernel_trmm(m, n, 1.5, A, B);
    double s = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) s += B[i][j] * ((i + j) % 3);
    printf("%.10e\n", s);
    free(A); free(B);
    return 0;
}
