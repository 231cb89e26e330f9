/* A kernel-launching function receives a + 1, an interior pointer (thesis Test
 * K11): no contract can name the array, so the callee moves the rows its kernel
 * uses itself; the result is still right. */
#include <stdio.h>
#define N 50000
static double a[N];
static void step(int n, double *x)
{
    for (int i = 0; i < n; i++)
        x[i] = x[i] * 3.0 - 1.0;
}
int main(void)
{
    unsigned seed = 19;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 5;
    }
    step(N - 1, a + 1);
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + a[i];
    printf("%.9f %.3f %.3f\n", s, a[0], a[N - 1]);
    return 0;
}
