#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    (void)argv;
    int n = 120 + argc, m = 90;
    double *u = malloc((size_t)n * m * sizeof *u);
    double *w = malloc((size_t)n * m * sizeof *w);
    unsigned int seed = 71;
    for (int i = 0; i < n * m; i++) {
        seed = seed * 1103515245u + 12345u;
        u[i] = (seed >> 16) % 20;
        w[i] = 0;
    }
    #pragma omp parallel
    for (int t = 0; t < 8; t++) {
        #pragma omp for
        for (int i = 1; i < n - 1; i++) {
            for (int j = 1; j < m - 1; j++) {
                w[i * m + j] = 0.25 * (u[(i - 1) * m + j] + u[(i + 1) * m + j] + u[i * m + j - 1] + u[i * m + j + 1]);
            }
        }
        #pragma omp for
        for (int i = 1; i < n - 1; i++) {
            for (int j = 1; j < m - 1; j++) {
                u[i * m + j] = w[i * m + j];
            }
        }
    }
    double s = 0;
    for (int i = 0; i < n * m; i++) {
        s = s * 0.999 + u[i];
    }
    printf("%.9e\n", s);
    free(u);
    free(w);
    return 0;
}
