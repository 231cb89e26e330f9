/* A Jacobi solver that stops on its residual: each iteration a sweep with a max
 * reduction and a copy, until the change is below the tolerance. */
#include <math.h>
#include <stdio.h>

#define N 20000

static double u[N], w[N], f[N];

int main(void)
{
    for (int i = 0; i < N; i++)
        f[i] = (double) (i % 13) * 1e-4;
    int it = 0;
    double err;
    do {
        err = 0.0;
        for (int i = 1; i < N - 1; i++) {
            w[i] = 0.5 * (u[i - 1] + u[i + 1] + f[i]);
            double d = fabs(w[i] - u[i]);
            if (d > err)
                err = d;
        }
        for (int i = 1; i < N - 1; i++)
            u[i] = w[i];
        it++;
    } while (err > 1e-9 && it < 30000);
    double cs = 0.0;
    for (int i = 0; i < N; i++)
        cs += u[i] * (i % 3 + 1);
    printf("%d %.6e\n", it, cs);
    return 0;
}
