/* Durbin-like recurrence: a sequential scalar recurrence on the host around one
 * parallel update per step, reading the vector the kernel wrote. */
#include <stdio.h>
#define N 200
static double r[N], y[N], z[N];
int main(void)
{
    unsigned seed = 59;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        r[i] = ((seed >> 16) % 100) / 1000.0;
    }
    y[0] = -r[0];
    double beta = 1.0, alpha = -r[0];
    for (int k = 1; k < N; k++) {
        beta = (1 - alpha * alpha) * beta;
        double sum = 0;
        for (int i = 0; i < k; i++)
            sum += r[k - i - 1] * y[i];
        alpha = -(r[k] + sum) / beta;
        for (int i = 0; i < k; i++)
            z[i] = y[i] + alpha * y[k - i - 1];
        for (int i = 0; i < k; i++)
            y[i] = z[i];
        y[k] = alpha;
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.9 + y[i];
    printf("%.9e %.9e\n", s, y[N - 1]);
    return 0;
}
