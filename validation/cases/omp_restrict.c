/* restrict-qualified pointer parameters: blend and smooth3 may assume their
 * arrays do not overlap, so their loops are parallel. restrict says nothing
 * about one array against itself: the running recurrence in accumulate reads
 * x[i-1] written by the previous iteration and stays sequential. */
#include <stdio.h>

#define N 20000

static double a[N], b[N], c[N], d[N];

static void blend(double *restrict out, const double *restrict p, const double *restrict q, int n)
{
    int i;
    for (i = 0; i < n; i++)
        out[i] = 0.25 * p[i] + 0.75 * q[i];
}

static void smooth3(double *restrict out, const double *restrict in, int n)
{
    int i;
    for (i = 1; i < n - 1; i++)
        out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0;
}

static void accumulate(double *restrict x, const double *restrict y, int n)
{
    int i;
    for (i = 1; i < n; i++)
        x[i] = x[i - 1] * 0.5 + y[i];
}

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        a[i] = (double)((i * 23 + 1) % 31) * 0.5;
        b[i] = (double)(i % 9) + 1.0;
    }
    blend(c, a, b, N);
    smooth3(d, c, N);
    d[0] = c[0];
    d[N - 1] = c[N - 1];
    accumulate(d, a, N);
    double sc = 0, sd = 0;
    for (i = 0; i < N; i++) {
        sc += c[i];
        sd += d[i] * (double)(i % 3 + 1);
    }
    printf("c %.12e d %.12e d[N-1] %.12e\n", sc, sd, d[N - 1]);
    return 0;
}
