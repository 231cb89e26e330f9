/* A time loop whose step computes a point-wise temporary declared in the loop body
 * (g = u.^2) and an update that reads it at the same point: the two sweeps fuse and
 * g becomes a scalar, while the smoothing sweep after them cannot fuse. */
#include <stdio.h>
#define N 60000
#define T 25
static double u[N], un[N];
int main(void)
{
    for (int i = 0; i < N; i++)
        u[i] = ((i * 11) % 97) / 97.0;
    for (int t = 0; t < T; t++) {
        double g[N];
        for (int i = 0; i < N; i++)
            g[i] = u[i] * u[i];
        for (int i = 0; i < N; i++)
            un[i] = u[i] - 0.05 * g[i];
        for (int i = 1; i < N - 1; i++)
            u[i] = 0.25 * un[i - 1] + 0.5 * un[i] + 0.25 * un[i + 1];
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.999 + u[i];
    printf("%.9e\n", s);
    return 0;
}
