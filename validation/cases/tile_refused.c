/* Stencil-like loops that must not be tiled, each for its own reason, and must still
 * compute what they compute sequentially: reads under a condition at the border (the
 * tile would load u[-1]), a read through ?:, a loop with a continue, a stride-2 grid,
 * and a source that may overlap the destination (pointers into one block). */
#include <stdio.h>
#define N 300
static double u[N], v[N], w[N];
static double block[2 * N];

static void shift(double *dst, double *src, int n)
{
    for (int i = 1; i < n - 1; i++)
        dst[i] = src[i - 1] + src[i + 1];
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        u[i] = (i * 7 % 13) / 13.0;
        block[i] = block[N + i] = i % 5;
    }
    for (int i = 0; i < N; i++)
        v[i] = (i > 0 ? u[i - 1] : 0.0) + u[i] + (i < N - 1 ? u[i + 1] : 0.0);
    for (int i = 0; i < N; i++) {
        double left = 0.0, right = 0.0;
        if (i > 0)
            left = v[i - 1];
        if (i < N - 1)
            right = v[i + 1];
        w[i] = left - right;
    }
    for (int i = 1; i < N - 1; i++) {
        if (u[i] > 0.5)
            continue;
        u[i] = w[i - 1] * w[i + 1];
    }
    for (int i = 2; i < N - 2; i += 2)
        v[i] = w[i - 2] + w[i + 2];
    shift(block + 1, block, N);
    shift(block + N, block, N);
    double s = 0;
    for (int i = 0; i < N; i++)
        s += u[i] + 2 * v[i] + 3 * w[i] + block[i] - block[N + i];
    printf("%.12e\n", s);
    return 0;
}
