/* Benchmark: 1-D Scilab-style vector script: y = (x.^2 + 1) ./ (abs(x) + 2); z = y .* w;
 * s = sum(z), through stack temporaries, repeated. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 4000000
#endif
#ifndef R
#define R 5
#endif
static double x[N], w[N], z[N];
int main(void)
{
    for (int i = 1; i <= N; i++) {
        x[i - 1] = ((i * 13) % 1000) * 0.002 - 1;
        w[i - 1] = ((i * 7) % 100) * 0.01;
    }
    double total = 0;
    for (int r = 0; r < R; r++) {
        double *t1 = malloc(N * sizeof(double));
        double *t2 = malloc(N * sizeof(double));
        double *y = malloc(N * sizeof(double));
        for (int i = 1; i <= N; i++)
            t1[i - 1] = x[i - 1] * x[i - 1] + 1;
        for (int i = 1; i <= N; i++)
            t2[i - 1] = fabs(x[i - 1]) + 2;
        for (int i = 1; i <= N; i++)
            y[i - 1] = t1[i - 1] / t2[i - 1];
        for (int i = 1; i <= N; i++)
            z[i - 1] = y[i - 1] * w[i - 1];
        double s = 0;
        for (int i = 1; i <= N; i++)
            s = s + z[i - 1];
        total += s;
        free(t1);
        free(t2);
        free(y);
        for (int i = 0; i < N; i++)
            x[i] = x[i] * 0.999;
    }
    printf("%.9e\n", total);
    return 0;
}
