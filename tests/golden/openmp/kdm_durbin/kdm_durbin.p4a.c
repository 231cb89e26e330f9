#include <stdio.h>
static double r[200], y[200], z[200];

int main(void)
{
    unsigned int seed = 59;
    for (int i = 0; i < 200; i++) {
        seed = seed * 1103515245u + 12345u;
        r[i] = (seed >> 16) % 100 / 1000.0;
    }
    y[0] = -r[0];
    double beta = 1.0, alpha = -r[0];
    for (int k = 1; k < 200; k++) {
        beta = (1 - alpha * alpha) * beta;
        double sum = 0;
        #pragma omp parallel for reduction(+:sum)
        for (int i = 0; i < k; i++) {
            sum += r[k - i - 1] * y[i];
        }
        alpha = -(r[k] + sum) / beta;
        #pragma omp parallel for
        for (int i = 0; i < k; i++) {
            z[i] = y[i] + alpha * y[k - i - 1];
        }
        #pragma omp parallel for
        for (int i = 0; i < k; i++) {
            y[i] = z[i];
        }
        y[k] = alpha;
    }
    double s = 0;
    for (int i = 0; i < 200; i++) {
        s = s * 0.9 + y[i];
    }
    printf("%.9e %.9e\n", s, y[200 - 1]);
    return 0;
}
