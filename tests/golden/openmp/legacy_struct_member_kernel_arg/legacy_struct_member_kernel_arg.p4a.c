#include <stdio.h>
static struct {
    double x[20000];
    double y[20000];
} sb;
static double h[20000];

static void blend(int m, double *x, const double *y, double w)
{
    int q;
    #pragma omp parallel for
    for (q = 0; q < m; q++) {
        x[q] = w * y[q] + (1.0 - w) * x[q];
    }
}

int main(void)
{
    int i;
    double s = 0.0;
    for (i = 0; i < 20000; i++) {
        sb.x[i] = (double)(i % 101) / 101.0;
        h[i] = (double)(i % 37) / 37.0;
    }
    blend(20000, sb.x, h, 0.5);
    #pragma omp parallel for reduction(+:s)
    for (i = 0; i < 20000; i++) {
        s += sb.x[i] * (double)(i % 7);
    }
    printf("%.6f\n", s);
    return 0;
}
