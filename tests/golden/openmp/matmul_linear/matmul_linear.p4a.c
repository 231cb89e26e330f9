#include <stdio.h>
#include <stdlib.h>

static void mm(int n, const double *a, const double *b, double *c)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * b[k * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

static void mm_bt(int n, const double *a, const double *bt, double *c)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) {
                s += a[i * n + k] * bt[j * n + k];
            }
            c[i * n + j] = s;
        }
    }
}

int main(void)
{
    int n = 96;
    double *a = malloc(sizeof(double) * n * n);
    double *b = malloc(sizeof(double) * n * n);
    double *bt = malloc(sizeof(double) * n * n);
    double *c1 = calloc((size_t)n * n, sizeof(double));
    double *c2 = calloc((size_t)n * n, sizeof(double));
    if (n * n >= 3847) {
        #pragma omp parallel for
        for (int i = 0; i < n * n; i++) {
            a[i] = (double)(i % 23) * 0.125 - 1.0;
            b[i] = (double)(i * 7 % 31) * 0.0625;
        }
    } else {
        for (int i = 0; i < n * n; i++) {
            a[i] = (double)(i % 23) * 0.125 - 1.0;
            b[i] = (double)(i * 7 % 31) * 0.0625;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            bt[j * n + i] = b[i * n + j];
        }
    }
    mm(n, a, b, c1);
    mm_bt(n, a, bt, c2);
    long double s1 = 0, s2 = 0;
    int same = 1;
    if (n * n >= 3334) {
        #pragma omp parallel for reduction(+:s1, s2) reduction(&:same)
        for (int i = 0; i < n * n; i++) {
            s1 += c1[i] * (i % 7 + 1);
            s2 += c2[i] * (i % 7 + 1);
            same &= c1[i] == c2[i];
        }
    } else {
        for (int i = 0; i < n * n; i++) {
            s1 += c1[i] * (i % 7 + 1);
            s2 += c2[i] * (i % 7 + 1);
            same &= c1[i] == c2[i];
        }
    }
    printf("n %d sums %.12Le %.12Le same %d\n", n, s1, s2, same);
    free(a);
    free(b);
    free(bt);
    free(c1);
    free(c2);
    return 0;
}
