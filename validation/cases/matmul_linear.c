/* Matrix multiply with manually linearised arrays a[i*n+j] on malloc'ed
 * buffers, with sizes from #define overridable by -D (the toml passes -DN=96),
 * a transposed copy of B for unit stride, and an accumulation in long double. */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 64
#endif
#define IDX(i, j, ld) ((i) * (ld) + (j))

static void mm(int n, const double *a, const double *b, double *c)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++)
                s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
}

static void mm_bt(int n, const double *a, const double *bt, double *c)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++)
                s += a[IDX(i, k, n)] * bt[IDX(j, k, n)];
            c[IDX(i, j, n)] = s;
        }
}

int main(void)
{
    int n = N;
    double *a = malloc(sizeof(double) * n * n);
    double *b = malloc(sizeof(double) * n * n);
    double *bt = malloc(sizeof(double) * n * n);
    double *c1 = calloc((size_t)n * n, sizeof(double));
    double *c2 = calloc((size_t)n * n, sizeof(double));
    for (int i = 0; i < n * n; i++) {
        a[i] = (double)(i % 23) * 0.125 - 1.0;
        b[i] = (double)((i * 7) % 31) * 0.0625;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            bt[j * n + i] = b[i * n + j];
    mm(n, a, b, c1);
    mm_bt(n, a, bt, c2);
    long double s1 = 0, s2 = 0;
    int same = 1;
    for (int i = 0; i < n * n; i++) {
        s1 += c1[i] * (i % 7 + 1);
        s2 += c2[i] * (i % 7 + 1);
        same &= c1[i] == c2[i];
    }
    printf("n %d sums %.12Le %.12Le same %d\n", n, s1, s2, same);
    free(a); free(b); free(bt); free(c1); free(c2);
    return 0;
}
