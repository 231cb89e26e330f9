#include <stdio.h>
static double A[500 * 500], x[500], y[500];

static void gemv(int n, const double *restrict a, const double *restrict v, double *restrict out)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        double out_0 = 0;
        for (int j = 0; j < n; j++) {
            out_0 += a[i * n + j] * v[j];
        }
        out[i] = out_0;
    }
}

static void smooth(int n, double *p, double *q)
{
    for (int i = 1; i < n; i++) {
        q[i] = p[i];
        {
            q[i] = q[i] * 0.5 + p[i - 1] * 0.25;
            q[i] = q[i] * 0.5 + p[i - 1] * 0.25;
            q[i] = q[i] * 0.5 + p[i - 1] * 0.25;
        }
    }
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 500 * 500; i++) {
        A[i] = i * 13 % 21 * 0.05;
    }
    #pragma omp parallel for
    for (int i = 0; i < 500; i++) {
        x[i] = i % 5 - 2.0;
    }
    gemv(500, A, x, y);
    smooth(500, y, y);
    double s = 0;
    for (int i = 0; i < 500; i++) {
        s = s * 0.99 + y[i];
    }
    printf("%.9e\n", s);
    return 0;
}
