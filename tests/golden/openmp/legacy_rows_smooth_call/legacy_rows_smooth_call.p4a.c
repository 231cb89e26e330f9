#include <stdio.h>
#include <stdlib.h>

static void smooth_row(int n, const double *in, double *out)
{
    out[0] = in[0];
    for (int j = 1; j < n - 1; j++) {
        out[j] = 0.25 * in[j - 1] + 0.5 * in[j] + 0.25 * in[j + 1];
    }
    out[n - 1] = in[n - 1];
}

static double row_norm(int n, const double *r)
{
    double s = 0.0;
    for (int j = 0; j < n; j++) {
        s += r[j] * r[j];
    }
    return s;
}

int main(void)
{
    int rows = 600, n = 500;
    double **a = malloc(rows * sizeof *a);
    double **b = malloc(rows * sizeof *b);
    double *norms = malloc(rows * sizeof *norms);
    for (int i = 0; i < rows; i++) {
        a[i] = malloc(n * sizeof *a[i]);
        b[i] = malloc(n * sizeof *b[i]);
    }
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < n; j++) {
            a[i][j] = (double)((i * 7 + j * 13) % 29) - 14.0;
        }
    }
    for (int pass = 0; pass < 3; pass++) {
        for (int i = 0; i < rows; i++) {
            smooth_row(n, a[i], b[i]);
        }
        for (int i = 1; i < rows - 1; i++) {
            for (int j = 0; j < n; j++) {
                a[i][j] = 0.5 * b[i][j] + 0.25 * (b[i - 1][j] + b[i + 1][j]);
            }
        }
    }
    double total = 0.0;
    #pragma omp parallel for reduction(+:total)
    for (int i = 0; i < rows; i++) {
        norms[i] = row_norm(n, a[i]);
        total += norms[i];
    }
    printf("total %.6e first %.6e last %.6e\n", total, norms[0], norms[rows - 1]);
    for (int i = 0; i < rows; i++) {
        free(a[i]);
        free(b[i]);
    }
    free(a);
    free(b);
    free(norms);
    return 0;
}
