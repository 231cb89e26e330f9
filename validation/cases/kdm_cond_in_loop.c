/* Kernels under a condition inside the time loop (even and odd steps do
 * different updates): the data stays on the device across both branches. */
#include <stdio.h>
#define N 50000
#define T 10
static double a[N], b[N];
int main(void)
{
    unsigned seed = 67;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 13;
        b[i] = 1.0;
    }
    for (int t = 0; t < T; t++) {
        if (t % 2 == 0) {
            for (int i = 0; i < N; i++)
                b[i] = b[i] * 0.5 + a[i];
        } else {
            for (int i = 0; i < N; i++)
                a[i] = a[i] * 0.25 + b[i];
        }
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + a[i] + b[i];
    printf("%.9f\n", s);
    return 0;
}
