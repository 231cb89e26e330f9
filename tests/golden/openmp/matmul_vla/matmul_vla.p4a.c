#include <stdio.h>

static void init(int n, int m, double a[n][m], double seed)
{
    if (n >= 8) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                a[i][j] = seed + (double)((i * 7 + j * 3) % 19) / 19.0;
            }
        }
    } else {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                a[i][j] = seed + (double)((i * 7 + j * 3) % 19) / 19.0;
            }
        }
    }
}

static void matmul(int n, int p, int m, double a[n][p], double b[p][m], double c[n][m])
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            double c_0 = 0;
            for (int k = 0; k < p; k++) {
                c_0 += a[i][k] * b[k][j];
            }
            c[i][j] = c_0;
        }
    }
}

static void matmul_tn(int p, int n, int m, double a[p][n], double b[p][m], double c[n][m])
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            c[i][j] = 0;
        }
    }
    #pragma omp parallel
    for (int k = 0; k < p; k++) {
        #pragma omp for
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                c[i][j] += a[k][i] * b[k][j];
            }
        }
    }
}

static double checksum(int n, int m, double a[n][m])
{
    double s = 0;
    if (n >= 8) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                s += a[i][j] * ((i + 2 * j) % 5 + 1);
            }
        }
    } else {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                s += a[i][j] * ((i + 2 * j) % 5 + 1);
            }
        }
    }
    return s;
}

int main(void)
{
    int n = 90, p = 70, m = 80;
    double a[n][p], b[p][m], c[n][m], at[p][n], c2[n][m];
    init(n, p, a, 0.1);
    init(p, m, b, -0.2);
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < p; k++) {
            at[k][i] = a[i][k];
        }
    }
    matmul(n, p, m, a, b, c);
    matmul_tn(p, n, m, at, b, c2);
    printf("c %.12e\nc2 %.12e\n", checksum(n, m, c), checksum(n, m, c2));
    printf("a %.12e b %.12e\n", checksum(n, p, a), checksum(p, m, b));
    return 0;
}
