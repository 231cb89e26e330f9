#include <stdio.h>
static double r[240], y[240], z[240], alpha[240], beta[240], sum[240];

int main(void)
{
    unsigned int seed = 71;
    for (int i = 0; i < 240; i++) {
        seed = seed * 1664525u + 1013904223u;
        r[i] = (seed >> 12) % 1000 / 5000.0;
    }
    y[0] = -r[0];
    beta[0] = 1.0;
    alpha[0] = -r[0];
    #pragma omp parallel
    for (int k = 1; k < 240; k++) {
        #pragma omp master
        {
            beta[k] = (1 - alpha[k - 1] * alpha[k - 1]) * beta[k - 1];
            sum[k] = 0;
        }
        #pragma omp barrier
        #pragma omp for reduction(+:sum)
        for (int i = 0; i < k; i++) {
            sum[k] += r[k - i - 1] * y[i];
        }
        #pragma omp master
        alpha[k] = -(r[k] + sum[k]) / beta[k];
        #pragma omp barrier
        #pragma omp for
        for (int i = 0; i < k; i++) {
            z[i] = y[i] + alpha[k] * y[k - i - 1];
        }
        #pragma omp for
        for (int i = 0; i < k; i++) {
            y[i] = z[i];
        }
        #pragma omp master
        y[k] = alpha[k];
        #pragma omp barrier
    }
    double s = 0;
    for (int i = 0; i < 240; i++) {
        s = s * 0.95 + y[i] + 0.5 * alpha[i];
    }
    printf("%.9e %.9e %.9e\n", s, y[240 - 1], beta[240 - 1]);
    return 0;
}
