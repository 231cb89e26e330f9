#include <stdio.h>
#include <stdlib.h>

static void usage(const char *prog)
{
    fprintf(stderr, "usage: %s N STEPS [ALPHA]\n", prog);
}

int main(int argc, char *argv[])
{
    if (argc < 3) {
        usage(argv[0]);
        return 2;
    }
    int n = atoi(argv[1]);
    char *end;
    long steps = strtol(argv[2], &end, 10);
    double alpha = argc > 3 ? strtod(argv[3], (void *)0) : 0.1;
    if (n < 4 || n > 1000 || *end != '\0' || steps < 0) {
        usage(argv[0]);
        return 2;
    }
    printf("n %d steps %ld alpha %.3f argc %d\n", n, steps, alpha, argc);
    double (*u)[n] = malloc(sizeof(double[n][n]));
    double (*w)[n] = malloc(sizeof(double[n][n]));
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            u[i][j] = w[i][j] = i == n / 2 && j == n / 2 ? 1000.0 : 0.0;
        }
    }
    #pragma omp parallel
    for (long t = 0; t < steps; t++) {
        #pragma omp for
        for (int i = 1; i < n - 1; i++) {
            for (int j = 1; j < n - 1; j++) {
                w[i][j] = u[i][j] + alpha * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j]);
            }
        }
        #pragma omp master
        {
            double (*t2)[n] = u;
            u = w;
            w = t2;
        }
        #pragma omp barrier
    }
    double s = 0, center = u[n / 2][n / 2];
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            s += u[i][j];
        }
    }
    printf("sum %.12e center %.12e\n", s, center);
    int m = n / 2;
    double *a = malloc(sizeof(double) * (size_t)m * (size_t)m),
        *x = malloc(sizeof(double) * (size_t)m),
        *y = malloc(sizeof(double) * (size_t)m);
    if (m >= 8) {
        #pragma omp parallel for
        for (int i = 0; i < m; i++) {
            x[i] = 1.0 / (i + 1);
            for (int j = 0; j < m; j++) {
                a[i * m + j] = (i + j) % 3 - 1.0;
            }
        }
    } else {
        for (int i = 0; i < m; i++) {
            x[i] = 1.0 / (i + 1);
            for (int j = 0; j < m; j++) {
                a[i * m + j] = (i + j) % 3 - 1.0;
            }
        }
    }
    if (m >= 8) {
        #pragma omp parallel for
        for (int i = 0; i < m; i++) {
            double y_0 = 0;
            for (int j = 0; j < m; j++) {
                y_0 += a[i * m + j] * x[j];
            }
            y[i] = y_0;
        }
    } else {
        for (int i = 0; i < m; i++) {
            double y_0 = 0;
            for (int j = 0; j < m; j++) {
                y_0 += a[i * m + j] * x[j];
            }
            y[i] = y_0;
        }
    }
    double ys = 0;
    if (m >= 10000) {
        #pragma omp parallel for reduction(+:ys)
        for (int i = 0; i < m; i++) {
            ys += y[i] * y[i];
        }
    } else {
        for (int i = 0; i < m; i++) {
            ys += y[i] * y[i];
        }
    }
    printf("matvec %.12e\n", ys);
    free(u);
    free(w);
    free(a);
    free(x);
    free(y);
    return 0;
}
