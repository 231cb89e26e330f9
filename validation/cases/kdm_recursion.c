/* A recursive function launches kernels (it halves the range at each level):
 * the array goes up once and comes down once, however deep the recursion. */
#include <stdio.h>
#define N 65536
static double a[N];
static void smooth(double *x, int n, int depth)
{
    for (int i = 0; i < n; i++)
        x[i] = x[i] * 0.5 + depth;
    if (depth > 0)
        smooth(x, n / 2, depth - 1);
}
int main(void)
{
    unsigned seed = 47;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 31;
    }
    smooth(a, N, 4);
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + a[i];
    printf("%.9f %.9f\n", s, a[N - 1]);
    return 0;
}
