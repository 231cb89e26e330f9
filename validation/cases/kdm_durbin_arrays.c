/* Levinson-Durbin recursion that keeps its scalars in arrays, one value per step (as
 * a solver that records its reflection coefficients does). The recurrences between the
 * kernels of each step run on the device in one-thread kernels (sequential promotion),
 * so nothing moves inside the step loop (Par4All: 3n+4 copies, 2 with promotion). */
#include <stdio.h>
#define N 240
static double r[N], y[N], z[N], alpha[N], beta[N], sum[N];
int main(void)
{
    unsigned seed = 71;
    for (int i = 0; i < N; i++) {
        seed = seed * 1664525u + 1013904223u;
        r[i] = ((seed >> 12) % 1000) / 5000.0;
    }
    y[0] = -r[0];
    beta[0] = 1.0;
    alpha[0] = -r[0];
    for (int k = 1; k < N; k++) {
        beta[k] = (1 - alpha[k - 1] * alpha[k - 1]) * beta[k - 1];
        sum[k] = 0;
        for (int i = 0; i < k; i++)
            sum[k] += r[k - i - 1] * y[i];
        alpha[k] = -(r[k] + sum[k]) / beta[k];
        for (int i = 0; i < k; i++)
            z[i] = y[i] + alpha[k] * y[k - i - 1];
        for (int i = 0; i < k; i++)
            y[i] = z[i];
        y[k] = alpha[k];
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.95 + y[i] + 0.5 * alpha[i];
    printf("%.9e %.9e %.9e\n", s, y[N - 1], beta[N - 1]);
    return 0;
}
