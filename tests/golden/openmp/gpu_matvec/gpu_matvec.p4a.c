#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static void gemv(int n, int m, double a[n][m], double *restrict x, double *restrict y)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < m; j++) {
            s += a[i][j] * x[j];
        }
        y[i] = s;
    }
}

static void gemv_t(int n, int m, double a[n][m], double *restrict y, double *restrict z)
{
    #pragma omp parallel for
    for (int j = 0; j < m; j++) {
        double s = 0;
        for (int i = 0; i < n; i++) {
            s += a[i][j] * y[i];
        }
        z[j] = s;
    }
}

static void band(int n, double a[n][n], double *restrict x, double *restrict y, int w)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        double s = 0;
        int lo = i - w < 0 ? 0 : i - w;
        int hi = i + w >= n ? n - 1 : i + w;
        for (int j = lo; j <= hi; j++) {
            s += a[i][j] * x[j];
        }
        y[i] = s;
    }
}

int main(void)
{
    int n = 300, m = 260;
    double (*A)[m] = malloc(sizeof(double[n][m]));
    double (*S)[n] = malloc(sizeof(double[n][n]));
    double *x = malloc(m * sizeof *x), *y = malloc(n * sizeof *y), *z = malloc(m * sizeof *z);
    double *v = malloc(n * sizeof *v), *bv = malloc(n * sizeof *bv);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            A[i][j] = 1.0 / (1.0 + abs(i - j)) + i * j % 5 * 0.01;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            S[i][j] = i == j ? 4.0 : 1.0 / (1.0 + (i + j) % 7);
        }
    }
    for (int j = 0; j < m; j++) {
        x[j] = 1.0 + j % 7 * 0.5;
    }
    gemv(n, m, A, x, y);
    gemv_t(n, m, A, y, z);
    for (int i = 0; i < n; i++) {
        v[i] = 1.0;
    }
    double lambda = 0;
    for (int it = 0; it < 10; it++) {
        gemv(n, n, S, v, bv);
        double norm = 0;
        for (int i = 0; i < n; i++) {
            norm += bv[i] * bv[i];
        }
        norm = sqrt(norm);
        lambda = norm / sqrt((double)n);
        for (int i = 0; i < n; i++) {
            v[i] = bv[i] / norm * sqrt((double)n);
        }
    }
    band(n, S, v, bv, 5);
    double sy = 0, sz = 0, sv = 0, sb = 0;
    for (int i = 0; i < n; i++) {
        sy += y[i];
        sv += v[i] * (i % 3 + 1);
        sb += bv[i];
    }
    for (int j = 0; j < m; j++) {
        sz += z[j] * (j % 4 + 1);
    }
    printf("Ax %.12e ATy %.12e\n", sy, sz);
    printf("power %.12e v %.12e band %.12e\n", lambda, sv, sb);
    free(A);
    free(S);
    free(x);
    free(y);
    free(z);
    free(v);
    free(bv);
    return 0;
}
