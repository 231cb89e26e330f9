/* A function receives an array valid on the device (a contract), changes it on the host
 * through an index array (no row bounds: the device copy is no longer valid) and passes
 * it on to a function whose kernel reads it: that callee must not assume it valid, and
 * the rows go up before its kernel. A second array is changed on the host in known rows
 * and goes up by those rows only. */
#include <stdio.h>
#include <stdlib.h>
#define N 50000
#define T 5
static double x[N], y[N], w[N];
static int idx[64];

static void scale(double *out, const double *in, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = 2.0 * in[i] + 1.0;
}

static void step(double *a, double *b, int n, int t)
{
    for (int k = 0; k < 64; k++)
        a[idx[k]] += t * 0.5;
    for (int i = 1; i < 40; i++)
        b[i] = b[i - 1] * 0.5 + a[i];
    scale(y, a, n);
    for (int i = 0; i < n; i++)
        b[i] = b[i] * 0.25 + y[i];
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        x[i] = (i % 11) * 0.5;
        w[i] = (i % 7) * 0.25;
    }
    for (int k = 0; k < 64; k++)
        idx[k] = (k * 7919) % N;
    for (int t = 0; t < T; t++)
        step(x, w, N, t);
    double s = 0;
    for (int i = 0; i < N; i += 3)
        s += w[i] + 0.5 * y[i] + x[i];
    printf("%.12e\n", s);
    return 0;
}
