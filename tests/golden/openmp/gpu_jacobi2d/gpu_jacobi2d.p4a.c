#include <stdio.h>
#include <stdlib.h>

static void jacobi_step(int n, int m, double (*restrict out)[m], double (*restrict in)[m])
{
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < m - 1; j++) {
            out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
        }
    }
}

int main(void)
{
    int n = 130, m = 110;
    double (*u)[m] = malloc(sizeof(double[n][m]));
    double (*v)[m] = malloc(sizeof(double[n][m]));
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            double b = 0.0;
            if (i == 0) {
                b = 100.0;
            } else if (j == m - 1) {
                b = 50.0 + i * 0.1;
            } else if (i == n - 1) {
                b = -20.0;
            }
            u[i][j] = b;
            v[i][j] = b;
        }
    }
    for (int t = 0; t < 50; t++) {
        jacobi_step(n, m, v, u);
        double (*tmp)[m] = u;
        u = v;
        v = tmp;
    }
    double s = 0, w = 0;
    #pragma omp parallel for reduction(+:s, w)
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            s += u[i][j];
            w += u[i][j] * ((i * 3 + j) % 7 + 1);
        }
    }
    printf("sum %.12e weighted %.12e\n", s, w);
    printf("probe %.12e %.12e %.12e\n", u[1][1], u[n / 2][m / 2], u[n - 2][m - 2]);
    free(u);
    free(v);
    return 0;
}
