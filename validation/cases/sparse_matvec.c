/* Sparse matrix kernels in CSR form: building row pointers from counts (a
 * prefix sum), filling column indices and values with a per-row cursor,
 * y = A x (inner loop bounds read from an array, indirect reads x[col[k]]),
 * y = A^T x (indirect writes), a Jacobi iteration using the diagonal found by
 * search, and the same product in COO form. */
#include <stdio.h>
#include <stdlib.h>

#define N 400

int main(void)
{
    int *count = calloc(N, sizeof *count);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            if (i == j || (i * 13 + j * 7) % 37 == 0 || abs(i - j) == 3)
                count[i]++;
    int *rowptr = malloc((N + 1) * sizeof *rowptr);
    rowptr[0] = 0;
    for (int i = 0; i < N; i++) rowptr[i + 1] = rowptr[i] + count[i];
    int nnz = rowptr[N];
    int *col = malloc((size_t)nnz * sizeof *col);
    double *val = malloc((size_t)nnz * sizeof *val);
    int *crow = malloc((size_t)nnz * sizeof *crow);
    for (int i = 0; i < N; i++) {
        int k = rowptr[i];
        for (int j = 0; j < N; j++)
            if (i == j || (i * 13 + j * 7) % 37 == 0 || abs(i - j) == 3) {
                col[k] = j;
                crow[k] = i;
                val[k] = i == j ? 10.0 + i % 4 : -1.0 / (1 + (i + j) % 5);
                k++;
            }
    }
    double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *yt = calloc(N, sizeof *yt);
    double *yc = calloc(N, sizeof *yc), *b = malloc(N * sizeof *b), *u = calloc(N, sizeof *u), *un = malloc(N * sizeof *un);
    for (int i = 0; i < N; i++) { x[i] = 1.0 + (i % 7) * 0.25; b[i] = (i % 3) - 1.0; }

    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
            s += val[k] * x[col[k]];
        y[i] = s;
    }
    for (int i = 0; i < N; i++)
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
            yt[col[k]] += val[k] * x[i];
    for (int k = 0; k < nnz; k++)
        yc[crow[k]] += val[k] * x[col[k]];

    for (int it = 0; it < 30; it++) {
        for (int i = 0; i < N; i++) {
            double diag = 1, s = b[i];
            for (int k = rowptr[i]; k < rowptr[i + 1]; k++) {
                if (col[k] == i) diag = val[k];
                else s -= val[k] * u[col[k]];
            }
            un[i] = s / diag;
        }
        for (int i = 0; i < N; i++) u[i] = un[i];
    }
    double sy = 0, st = 0, sc = 0, su = 0;
    for (int i = 0; i < N; i++) { sy += y[i]; st += yt[i] * (i % 3 + 1); sc += yc[i]; su += u[i] * (i + 1); }
    printf("nnz %d y %.12e yt %.12e coo %.12e jacobi %.12e\n", nnz, sy, st, sc, su);
    free(count); free(rowptr); free(col); free(val); free(crow);
    free(x); free(y); free(yt); free(yc); free(b); free(u); free(un);
    return 0;
}
