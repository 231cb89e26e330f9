#include <stdio.h>
#include <stdlib.h>

static void lower_solve(int n, double L[n][n], const double *b, double *x)
{
    for (int i = 0; i < n; i++) {
        double x_0 = b[i];
        if (i >= 277778) {
            #pragma omp parallel for reduction(+:x_0)
            for (int j = 0; j < i; j++) {
                x_0 -= L[i][j] * x[j];
            }
        } else {
            for (int j = 0; j < i; j++) {
                x_0 -= L[i][j] * x[j];
            }
        }
        x[i] = x_0;
        x[i] = x[i] / L[i][i];
    }
}

static void upper_touch(int n, double L[n][n], double *y)
{
    for (int i = 0; i < n; i++) {
        y[i] = 1.0;
        for (int j = 0; j <= i; j++) {
            y[i] += 0.5 * L[i][j] * y[j];
        }
    }
}

int main(void)
{
    int n = 1500;
    double (*L)[n] = malloc(sizeof(double[n][n]));
    double *b = malloc(n * sizeof *b), *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    if (!L || !b || !x || !y) {
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        b[i] = 1.0 + i % 11;
        for (int j = 0; j < n; j++) {
            L[i][j] = i == j ? 2.0 + i % 3 : j < i ? (i + 2 * j) % 7 * 1e-4 : 0.0;
        }
    }
    lower_solve(n, L, b, x);
    upper_touch(n, L, y);
    double sx = 0.0, sy = 0.0;
    for (int i = 0; i < n; i++) {
        sx += x[i] * (1 + i % 5);
        sy += y[i] * (1 + i % 3);
    }
    printf("%.9e %.9e\n", sx, sy);
    free(L);
    free(b);
    free(x);
    free(y);
    return 0;
}
