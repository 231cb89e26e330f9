/* 1-D Jacobi relaxation with a time loop: two buffers updated alternately
 * (three-point average), then the same with pointer swapping of the buffers,
 * then an explicit 1-D heat equation with fixed boundary values; residuals
 * and checksums printed every 100 steps. */
#include <stdio.h>
#include <stdlib.h>

#define N 300
#define STEPS 400

static double A[N], B[N];

int main(void)
{
    for (int i = 0; i < N; i++) {
        A[i] = (double)(i * (N - i)) / (N * N);
        B[i] = 0;
    }
    for (int t = 0; t < STEPS; t++) {
        for (int i = 1; i < N - 1; i++)
            B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
        for (int i = 1; i < N - 1; i++)
            A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
        if (t % 100 == 99) {
            double s = 0;
            for (int i = 0; i < N; i++) s += A[i];
            printf("step %d sum %.12e\n", t + 1, s);
        }
    }

    double *u = malloc(N * sizeof *u), *w = malloc(N * sizeof *w);
    for (int i = 0; i < N; i++) u[i] = w[i] = (i > N / 3 && i < 2 * N / 3) ? 1.0 : 0.0;
    u[0] = w[0] = 1.0;
    u[N - 1] = w[N - 1] = -1.0;
    const double r = 0.4;
    for (int t = 0; t < STEPS; t++) {
        for (int i = 1; i < N - 1; i++)
            w[i] = u[i] + r * (u[i - 1] - 2 * u[i] + u[i + 1]);
        double *tmp = u;
        u = w;
        w = tmp;
    }
    double s = 0, res = 0;
    for (int i = 1; i < N - 1; i++) {
        s += u[i] * i;
        double d = u[i - 1] - 2 * u[i] + u[i + 1];
        res += d * d;
    }
    printf("heat %.12e residual %.12e\n", s, res);
    free(u);
    free(w);
    return 0;
}
