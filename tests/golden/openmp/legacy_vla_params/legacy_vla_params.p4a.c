#include <stdio.h>
#include <stdlib.h>

static void fill(int n, int m, double a[n][m])
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            a[i][j] = (double)((i * 13 + j * 7) % 64) / 64.0;
        }
    }
}

static void blur(int n, int m, double in[n][m], double out[n][m])
{
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < m - 1; j++) {
            out[i][j] = (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] + 4.0 * in[i][j]) / 8.0;
        }
    }
}

static void transpose(int n, int m, double a[n][m], double t[m][n])
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            t[j][i] = a[i][j];
        }
    }
}

static double wsum(int n, int m, double a[n][m])
{
    double s = 0.0;
    if (n >= 8) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                s += a[i][j] * (double)(1 + (i ^ j) % 5);
            }
        }
    } else {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                s += a[i][j] * (double)(1 + (i ^ j) % 5);
            }
        }
    }
    return s;
}

int main(void)
{
    int n = 360, m = 280;
    double (*a)[m] = malloc(sizeof(double[n][m]));
    double (*b)[m] = malloc(sizeof(double[n][m]));
    double (*t)[n] = malloc(sizeof(double[m][n]));
    fill(n, m, a);
    fill(n, m, b);
    for (int it = 0; it < 4; it++) {
        blur(n, m, a, b);
        blur(n, m, b, a);
    }
    transpose(n, m, a, t);
    printf("a %.6e t %.6e\n", wsum(n, m, a), wsum(m, n, t));
    free(a);
    free(b);
    free(t);
    return 0;
}
