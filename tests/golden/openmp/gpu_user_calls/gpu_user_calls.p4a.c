#include <stdio.h>
static double x[40000], y[40000], z[40000];
static int ds[40000];
static double g[160][150];

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
    double sx = 0, sy = 0, sz = 0, sg = 0;
    long sd = 0;
    #pragma omp parallel for reduction(+:sd, sx, sy, sz)
    for (int i = 0; i < 40000; i++) {
        ds[i] = digit_sum(i * 13 + 7);
        x[i] = i % 400 * 0.01 - 2.0;
        y[i] = poly(x[i]);
        z[i] = clamp(y[i], -3.0, 4.5);
        scale_into(&x[i], z[i], 0.5);
        sx += x[i];
        sy += y[i] * (i % 3 + 1);
        sz += z[i];
        sd += ds[i] * (i % 4 + 1);
    }
    #pragma omp parallel for reduction(+:sg)
    for (int i = 0; i < 160; i++) {
        for (int j = 0; j < 150; j++) {
            g[i][j] = weight(i, j) * 0.5 + poly(j * 0.01);
            sg += g[i][j] * (i % 5 + 1);
        }
    }
    printf("x %.12e y %.12e z %.12e\n", sx, sy, sz);
    printf("digits %ld g %.12e\n", sd, sg);
    return 0;
}
