/* Linearised buffers with the sizes as #define constants: IDX(i, j) macro
 * subscripts, a matrix-vector product with a[i*N + j], a column scaling over
 * j*N + i, a 3-D linearised index ((i*NY + j)*NZ + k), and a flat 1-D loop over
 * all N*M elements. */
#include <stdio.h>
#include <stdlib.h>

#define N 250
#define M 180
#define NY 24
#define NZ 20
#define NXX 60
#define IDX(i, j) ((i) * M + (j))

int main(void)
{
    double *a = malloc(sizeof(double) * N * M);
    double *x = malloc(sizeof(double) * M);
    double *y = malloc(sizeof(double) * N);
    double *q = malloc(sizeof(double) * N * N);
    int *v = malloc(sizeof(int) * NXX * NY * NZ);
    for (int j = 0; j < M; j++)
        x[j] = 1.0 / (j + 1);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            a[IDX(i, j)] = (double)((i * 7 + j * 3) % 29) - 14.0;
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int j = 0; j < M; j++)
            s += a[i * M + j] * x[j];
        y[i] = s;
    }
    for (int j = 0; j < N; j++)
        for (int i = 0; i < N; i++)
            q[j * N + i] = y[i] * (j + 1) - y[j];
    for (int i = 0; i < NXX; i++)
        for (int j = 0; j < NY; j++)
            for (int k = 0; k < NZ; k++)
                v[(i * NY + j) * NZ + k] = i * 400 + j * 20 + k;
    for (int k = 0; k < N * M; k++)
        a[k] = a[k] * 0.5 + 1.0;
    double sa = 0, sy = 0, sq = 0;
    long sv = 0;
    for (int k = 0; k < N * M; k++)
        sa += a[k] * (k % 9 + 1);
    for (int i = 0; i < N; i++)
        sy += y[i] * (i % 4 + 1);
    for (int k = 0; k < N * N; k++)
        sq += q[k] * (k % 3 + 1);
    for (int k = 0; k < NXX * NY * NZ; k++)
        sv += (long)v[k] * (k % 11 + 1);
    printf("a %.12e y %.12e q %.12e\n", sa, sy, sq);
    printf("v %ld probe %d\n", sv, v[(5 * NY + 6) * NZ + 7]);
    free(a); free(x); free(y); free(q); free(v);
    return 0;
}
