/* Pointer parameters that never overlap: axpy(y, x, alpha, n) and
 * diff(out, in, n) are only ever called with distinct global arrays, so their
 * loops are parallel (run-time trip count n from the parameter). A third
 * function is called on the two halves of one array, which do not overlap
 * either; it has no expectation. */
#include <stdio.h>

#define N 20000

static double a[N], b[N], c[N], d[N], e[N];

static void axpy(double *y, double *x, double alpha, int n)
{
    int i;
    for (i = 0; i < n; i++)
        y[i] = y[i] + alpha * x[i];
}

static void diff(double *out, double *in, int n)
{
    int i;
    for (i = 1; i < n; i++)
        out[i] = in[i] - in[i - 1];
}

static void add_halves(double *lo, double *hi, int n)
{
    int i;
    for (i = 0; i < n; i++)
        lo[i] = lo[i] * 0.5 + hi[i];
}

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        a[i] = (double)((i * 17 + 3) % 41) * 0.25;
        b[i] = 1.0 + (double)(i % 5);
        c[i] = 0.0;
        e[i] = (double)(i % 13);
    }
    axpy(b, a, 0.5, N);
    axpy(c, b, -2.0, N);
    diff(d, a, N);
    diff(c, b, N);
    add_halves(e, e + N / 2, N / 2);
    double sb = 0, sc = 0, sd = 0, se = 0;
    for (i = 0; i < N; i++) {
        sb += b[i];
        sc += c[i] * (double)(i % 3 + 1);
        sd += d[i] * (double)(i % 4 + 1);
        se += e[i];
    }
    printf("b %.12e c %.12e d %.12e e %.12e\n", sb, sc, sd, se);
    return 0;
}
