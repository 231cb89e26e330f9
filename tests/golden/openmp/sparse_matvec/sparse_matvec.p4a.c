#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int *count = calloc(400, sizeof *count);
    #pragma omp parallel for
    for (int i = 0; i < 400; i++) {
        for (int j = 0; j < 400; j++) {
            if (i == j || (i * 13 + j * 7) % 37 == 0 || abs(i - j) == 3) {
                count[i]++;
            }
        }
    }
    int *rowptr = malloc((400 + 1) * sizeof *rowptr);
    rowptr[0] = 0;
    for (int i = 0; i < 400; i++) {
        rowptr[i + 1] = rowptr[i] + count[i];
    }
    int nnz = rowptr[400];
    int *col = malloc((size_t)nnz * sizeof *col);
    double *val = malloc((size_t)nnz * sizeof *val);
    int *crow = malloc((size_t)nnz * sizeof *crow);
    for (int i = 0; i < 400; i++) {
        int k = rowptr[i];
        for (int j = 0; j < 400; j++) {
            if (i == j || (i * 13 + j * 7) % 37 == 0 || abs(i - j) == 3) {
                col[k] = j;
                crow[k] = i;
                val[k] = i == j ? 10.0 + i % 4 : -1.0 / (1 + (i + j) % 5);
                k++;
            }
        }
    }
    double *x = malloc(400 * sizeof *x),
        *y = malloc(400 * sizeof *y),
        *yt = calloc(400, sizeof *yt);
    double *yc = calloc(400, sizeof *yc),
        *b = malloc(400 * sizeof *b),
        *u = calloc(400, sizeof *u),
        *un = malloc(400 * sizeof *un);
    for (int i = 0; i < 400; i++) {
        x[i] = 1.0 + i % 7 * 0.25;
        b[i] = i % 3 - 1.0;
    }
    for (int i = 0; i < 400; i++) {
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++) {
            yt[col[k]] += val[k] * x[i];
        }
    }
    for (int k = 0; k < nnz; k++) {
        yc[crow[k]] += val[k] * x[col[k]];
    }
    #pragma omp parallel
    for (int it = 0; it < 30; it++) {
        #pragma omp for schedule(static, 1)
        for (int i = 0; i < 400; i++) {
            double diag = 1, s = b[i];
            for (int k = rowptr[i]; k < rowptr[i + 1]; k++) {
                if (col[k] == i) {
                    diag = val[k];
                } else {
                    s -= val[k] * u[col[k]];
                }
            }
            un[i] = s / diag;
        }
        #pragma omp for
        for (int i = 0; i < 400; i++) {
            u[i] = un[i];
        }
    }
    double sy = 0, st = 0, sc = 0, su = 0;
    #pragma omp parallel for schedule(static, 1) reduction(+:sc, st, su, sy)
    for (int i = 0; i < 400; i++) {
        {
            double s = 0;
            for (int k = rowptr[i]; k < rowptr[i + 1]; k++) {
                s += val[k] * x[col[k]];
            }
            y[i] = s;
        }
        sy += y[i];
        st += yt[i] * (i % 3 + 1);
        sc += yc[i];
        su += u[i] * (i + 1);
    }
    printf("nnz %d y %.12e yt %.12e coo %.12e jacobi %.12e\n", nnz, sy, st, sc, su);
    free(count);
    free(rowptr);
    free(col);
    free(val);
    free(crow);
    free(x);
    free(y);
    free(yt);
    free(yc);
    free(b);
    free(u);
    free(un);
    return 0;
}
