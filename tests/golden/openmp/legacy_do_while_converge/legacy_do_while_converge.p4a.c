#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void)
{
    int n = 100000;
    double *u = calloc(n, sizeof *u);
    double *w = calloc(n, sizeof *w);
    double *f = malloc(n * sizeof *f);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        f[i] = sin(0.001 * i);
    }
    int iter = 0;
    double res;
    #pragma omp parallel
    do {
        #pragma omp barrier
        #pragma omp for
        for (int i = 1; i < n - 1; i++) {
            w[i] = 0.5 * (u[i - 1] + u[i + 1] + 1e-4 * f[i]);
        }
        #pragma omp master
        res = 0.0;
        #pragma omp barrier
        #pragma omp for reduction(+:res)
        for (int i = 1; i < n - 1; i++) {
            double d = w[i] - u[i];
            res += d * d;
        }
        #pragma omp master
        {
            double *t = u;
            u = w;
            w = t;
            iter++;
        }
        #pragma omp barrier
    } while (res > 1e-18 && iter < 40);
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        s += u[i];
    }
    printf("iter %d res %.6e s %.6e\n", iter, res, s);
    free(u);
    free(w);
    free(f);
    return 0;
}
