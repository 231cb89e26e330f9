/* LU factorisation in place in the PolyBench shape: for each row i, a triangular solve
 * on the host (each element depends on the previous ones) and a parallel update of the
 * rest of the row on the device. Only the rows that changed move: the rows the host
 * reads come down (the device holds only the previous row newer), and the row the host
 * wrote goes up (dirty rows inside a function that receives the matrix valid on the
 * device), not rows 0..i at every step. */
#include <stdio.h>
#include <stdlib.h>
#define N 300
static void kernel_lu(int n, double A[N][N])
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++) {
            for (int k = 0; k < j; k++)
                A[i][j] -= A[i][k] * A[k][j];
            A[i][j] /= A[j][j];
        }
        for (int j = i; j < n; j++) {
            for (int k = 0; k < i; k++)
                A[i][j] -= A[i][k] * A[k][j];
        }
    }
}
int main(void)
{
    double (*A)[N] = malloc(sizeof(double) * N * N);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j <= i; j++) A[i][j] = (double)(-j % N) / N + 1;
        for (int j = i + 1; j < N; j++) A[i][j] = 0;
        A[i][i] = 1;
    }
    /* Make it positive definite: A = B B^T, computed in place through a copy. */
    double (*B)[N] = malloc(sizeof(double) * N * N);
    for (int r = 0; r < N; r++)
        for (int s = 0; s < N; s++) {
            double t = 0;
            for (int k = 0; k < N; k++) t += A[r][k] * A[s][k];
            B[r][s] = t;
        }
    for (int r = 0; r < N; r++)
        for (int s = 0; s < N; s++) A[r][s] = B[r][s];
    kernel_lu(N, A);
    double c = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) c += A[i][j] * ((i * 3 + j) % 7);
    printf("%.10e\n", c);
    free(A); free(B);
    return 0;
}
