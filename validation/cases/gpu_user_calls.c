/* Calls to small user functions inside parallel loops: a static polynomial
 * evaluated by Horner's rule, a clamp, an integer digit-sum helper with its own
 * while loop, a helper taking a pointer to an element, and a 2-D nest calling a
 * function of both indices. Such loops may stay on the host for now; the
 * results must be right either way. */
#include <stdio.h>

#define N 40000
#define R 160
#define C 150

static double x[N], y[N], z[N];
static int ds[N];
static double g[R][C];

static double poly(double t)
{
    return ((0.5 * t - 1.25) * t + 2.0) * t - 0.75;
}

static double clamp(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static int digit_sum(int v)
{
    int s = 0;
    while (v > 0) {
        s += v % 10;
        v /= 10;
    }
    return s;
}

static void scale_into(double *dst, double v, double k)
{
    *dst = v * k + 1.0;
}

static double weight(int i, int j)
{
    return (double)((i * 3 + j * 7) % 11) - 5.0;
}

int main(void)
{
    for (int i = 0; i < N; i++)
        x[i] = (i % 400) * 0.01 - 2.0;
    for (int i = 0; i < N; i++)
        y[i] = poly(x[i]);
    for (int i = 0; i < N; i++)
        z[i] = clamp(y[i], -3.0, 4.5);
    for (int i = 0; i < N; i++)
        ds[i] = digit_sum(i * 13 + 7);
    for (int i = 0; i < N; i++)
        scale_into(&x[i], z[i], 0.5);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            g[i][j] = weight(i, j) * 0.5 + poly(j * 0.01);
    double sx = 0, sy = 0, sz = 0, sg = 0;
    long sd = 0;
    for (int i = 0; i < N; i++) {
        sx += x[i];
        sy += y[i] * (i % 3 + 1);
        sz += z[i];
        sd += ds[i] * (i % 4 + 1);
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            sg += g[i][j] * (i % 5 + 1);
    printf("x %.12e y %.12e z %.12e\n", sx, sy, sz);
    printf("digits %ld g %.12e\n", sd, sg);
    return 0;
}
