/* The arrays are initialised by a host function (setup) and the time loop calls
 * a function that launches kernels: the uploads go in main, right after the
 * call that leaves the host copies newer, and outside the time loop. */
#include <stdio.h>
#define N 30000
#define T 8
static void setup(int n, double *a, double *b)
{
    unsigned seed = 11;
    for (int i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 17;
        b[i] = i % 3;
    }
}
static void relax(int n, double *a, double *b)
{
    for (int i = 1; i < n - 1; i++)
        b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
    for (int i = 1; i < n - 1; i++)
        a[i] = b[i];
}
int main(void)
{
    static double a[N], b[N];
    setup(N, a, b);
    for (int t = 0; t < T; t++)
        relax(N, a, b);
    for (int i = 0; i < N; i += 2999)
        printf("%d %.9f\n", i, a[i]);
    return 0;
}
