#include <stdio.h>
static double u[300], v[300], w[300];
static double block[2 * 300];

static void shift(double *dst, double *src, int n)
{
    for (int i = 1; i < n - 1; i++) {
        dst[i] = src[i - 1] + src[i + 1];
    }
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 300; i++) {
        u[i] = i * 7 % 13 / 13.0;
        block[i] = block[300 + i] = i % 5;
    }
    #pragma omp parallel for
    for (int i = 0; i < 300; i++) {
        v[i] = (i > 0 ? u[i - 1] : 0.0) + u[i] + (i < 300 - 1 ? u[i + 1] : 0.0);
    }
    #pragma omp parallel for
    for (int i = 0; i < 300; i++) {
        double left = 0.0, right = 0.0;
        if (i > 0) {
            left = v[i - 1];
        }
        if (i < 300 - 1) {
            right = v[i + 1];
        }
        w[i] = left - right;
    }
    #pragma omp parallel for
    for (int i = 1; i < 300 - 1; i++) {
        if (u[i] > 0.5) {
            continue;
        }
        u[i] = w[i - 1] * w[i + 1];
    }
    #pragma omp parallel for
    for (int i = 2; i < 300 - 2; i += 2) {
        v[i] = w[i - 2] + w[i + 2];
    }
    shift(block + 1, block, 300);
    shift(block + 300, block, 300);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 300; i++) {
        s += u[i] + 2 * v[i] + 3 * w[i] + block[i] - block[300 + i];
    }
    printf("%.12e\n", s);
    return 0;
}
