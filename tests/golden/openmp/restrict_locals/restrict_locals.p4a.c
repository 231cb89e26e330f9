#include <stdio.h>
#include <stdlib.h>

static void scale(double *buf, int n)
{
    double *restrict in = buf, *restrict out = buf + n;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        out[i] = in[i] * 2 + 1;
    }
}

static void shift(double *buf, int n)
{
    double *restrict in = buf;
    double *out = in + 1;
    for (int i = 0; i < n; i++) {
        out[i] = in[i] * 0.5;
    }
}

int main(void)
{
    int n = 20000;
    double *buf = malloc(2 * (size_t)n * sizeof *buf);
    if (!buf) {
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < 2 * n; i++) {
        buf[i] = i % 13;
    }
    {
        double *restrict src = buf + n, *restrict dst = buf;
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            dst[i] = src[i] + dst[i];
        }
    }
    scale(buf, n);
    shift(buf, n);
    double sum = 0.0;
    #pragma omp parallel for reduction(+:sum)
    for (int i = 0; i < 2 * n; i++) {
        sum += buf[i] * (i % 5);
    }
    printf("%.10e\n", sum);
    free(buf);
    return 0;
}
