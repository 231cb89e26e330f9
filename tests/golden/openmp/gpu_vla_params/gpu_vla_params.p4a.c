#include <stdio.h>
#include <stdlib.h>

static void init(int n, int m, double a[n][m], double shift)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            a[i][j] = i % 17 * 0.5 + j % 11 * 0.25 + shift;
        }
    }
}

static void add_scaled(int n, int m, double c[n][m], double a[n][m], double b[n][m], double k)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            c[i][j] = a[i][j] + k * b[i][j];
        }
    }
}

static void transpose(int n, int m, double t[m][n], double (*a)[m])
{
    #pragma omp parallel for
    for (int j = 0; j < m; j++) {
        for (int i = 0; i < n; i++) {
            t[j][i] = a[i][j];
        }
    }
}

static void row_shift(int n, int m, double a[n][m], double out[n][m])
{
    #pragma omp parallel for
    for (int i = 1; i < n; i++) {
        for (int j = 0; j < m; j++) {
            out[i][j] = a[i - 1][j] - a[i][j];
        }
    }
}

static void fill3(int p, int q, int r, float v[p][q][r])
{
    #pragma omp parallel for
    for (int i = 0; i < p; i++) {
        for (int j = 0; j < q; j++) {
            for (int k = 0; k < r; k++) {
                v[i][j][k] = (float)(i * 4 + j * 2 + k) * 0.5f;
            }
        }
    }
}

static double checksum(int n, int m, double a[n][m])
{
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            s += a[i][j] * ((i + 2 * j) % 7 + 1);
        }
    }
    return s;
}

int main(void)
{
    int n = 190, m = 230;
    int p = 30, q = 26, r = 34;
    double (*A)[m] = malloc(sizeof(double[n][m]));
    double (*B)[m] = malloc(sizeof(double[n][m]));
    double (*C)[m] = malloc(sizeof(double[n][m]));
    double (*D)[m] = calloc((size_t)n, sizeof *D);
    double (*T)[n] = malloc(sizeof(double[m][n]));
    float (*V)[q][r] = malloc(sizeof(float[p][q][r]));
    init(n, m, A, 0.0);
    init(n, m, B, -1.5);
    add_scaled(n, m, C, A, B, 0.75);
    transpose(n, m, T, C);
    row_shift(n, m, C, D);
    fill3(p, q, r, V);
    double st = 0;
    #pragma omp parallel for reduction(+:st)
    for (int j = 0; j < m; j++) {
        for (int i = 0; i < n; i++) {
            st += T[j][i] * (j % 3 + 1);
        }
    }
    double sv = 0;
    #pragma omp parallel for reduction(+:sv)
    for (int i = 0; i < p; i++) {
        for (int j = 0; j < q; j++) {
            for (int k = 0; k < r; k++) {
                sv += V[i][j][k] * (k % 2 + 1);
            }
        }
    }
    printf("C %.12e D %.12e\n", checksum(n, m, C), checksum(n, m, D));
    printf("T %.12e V %.12e\n", st, sv);
    printf("probe %.12e %.12e %.12e\n", C[n - 1][m - 1], T[m - 1][0], D[1][m - 1]);
    free(A);
    free(B);
    free(C);
    free(D);
    free(T);
    free(V);
    return 0;
}
