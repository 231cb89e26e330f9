/* A function that writes an array on the host in a block that returns early, after a
 * kernel wrote the array: the host's bytes must reach the device before the caller's
 * next kernel reads them, on the early path too. */
#include <stdio.h>
#define N 100000
static double a[N], b[N];

static int update(double *x, int n, int t)
{
    for (int i = 0; i < n; i++)
        x[i] = x[i] * 0.5 + t;
    if (t % 2 == 0) {
        x[0] = -1000.0 * t;
        x[n - 1] = 7.0;
        return 1;
    }
    for (int i = 0; i < n; i++)
        x[i] += 1.0;
    return 0;
}

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = i % 11;
    int evens = 0;
    for (int t = 0; t < 6; t++) {
        evens += update(a, N, t);
        for (int i = 0; i < N; i++)
            b[i] = a[i] + b[i] * 0.5;
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s += b[i] * (1 + i % 3);
    printf("%d %.12e %.6e\n", evens, s, b[0]);
    return 0;
}
