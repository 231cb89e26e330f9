#include <math.h>
#include <stdio.h>
static double x[256], y[256], z[256];
static long calls;

static double smooth(double v)
{
    return v / (1.0 + fabs(v));
}

static double logged(double v)
{
    calls++;
    return v * 0.5;
}

static void polar(double px, double py, double *r, double *theta)
{
    *r = hypot(px, py);
    *theta = atan2(py, px);
}

static double kernel(int i, int j)
{
    return exp(-0.01 * (i - j) * (i - j));
}

int main(void)
{
    for (int i = 0; i < 256; i++) {
        x[i] = (i - 256 / 2) * 0.05;
        y[i] = sqrt(fabs(x[i])) + exp(-x[i] * x[i]) + sin(x[i]) * pow(1.01, i) + floor(x[i] * 3) / 3;
        z[i] = smooth(y[i]) + log1p(fabs(x[i]));
    }
    double sl = 0;
    for (int i = 0; i < 256; i++) {
        sl += logged(z[i]);
    }
    for (int i = 0; i < 256; i += 32) {
        printf("i=%d y=%.9f z=%.9f\n", i, y[i], z[i]);
    }
    double rs = 0, ts = 0;
    double ks = 0;
    #pragma omp parallel for reduction(+:ks)
    for (int i = 0; i < 64; i++) {
        for (int j = 0; j < 64; j++) {
            ks += kernel(i, j) * ((i + j) % 2 ? 1 : 2);
        }
    }
    double ys = 0, zs = 0;
    for (int i = 0; i < 256; i++) {
        {
            double r, t;
            polar(x[i], y[i], &r, &t);
            rs += r;
            ts += t;
        }
        ys += y[i];
        zs += z[i];
    }
    printf("y %.12e z %.12e logged %.12e calls %ld\n", ys, zs, sl, calls);
    printf("polar %.12e %.12e kernel %.12e\n", rs, ts, ks);
    return 0;
}
