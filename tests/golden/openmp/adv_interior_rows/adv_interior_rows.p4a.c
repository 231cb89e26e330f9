#include <stdio.h>
#include <stdlib.h>
static double m[64][4096];

static void scale_row(int n, double *row, double f)
{
    #pragma omp parallel for
    for (int j = 0; j < n; j++) {
        row[j] = row[j] * f + 1.0;
    }
}

static void shift_add(int n, const double *src, double *dst)
{
    for (int i = 0; i < n; i++) {
        dst[i] += 0.5 * src[i];
    }
}

int main(int argc, char **argv)
{
    (void)argv;
    int k = 100 + argc;
    double *v = malloc(20000 * sizeof *v);
    if (!v) {
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < 20000; i++) {
        v[i] = i % 17 * 0.25;
    }
    #pragma omp parallel for
    for (int i = 0; i < 64; i++) {
        for (int j = 0; j < 4096; j++) {
            m[i][j] = (i + j) % 7;
        }
    }
    double *mid = v + 10000;
    for (int t = 0; t < 5; t++) {
        #pragma omp parallel for
        for (int i = 0; i < 64; i += 3) {
            scale_row(4096, m[i], 0.5 + t);
        }
        scale_row(5000, &v[k], 0.9);
        shift_add(4000, mid - 3, v + 2000);
        shift_add(3000, v, v + 15000);
        v[t] += m[t][t];
        m[t + 1][3] += v[k + 1];
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 20000; i++) {
        s += v[i] * (i % 5);
    }
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 64; i++) {
        s += m[i][i % 4096];
    }
    printf("%.12e\n", s);
    free(v);
    return 0;
}
