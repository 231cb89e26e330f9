/* The host reads a[0] at the top of every step, before the kernel that updates
 * a (thesis Test K5): the download must stay inside the loop, once per step
 * (the first moves nothing: the host copy is still current). */
#include <stdio.h>
#define N 50000
#define T 10
static double a[N];
int main(void)
{
    unsigned seed = 9;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 7;
    }
    double s = 0;
    for (int t = 0; t < T; t++) {
        s += a[0];
        for (int i = 0; i < N; i++)
            a[i] = a[i] * 0.5 + t;
    }
    printf("%.9f %.9f\n", s, a[N - 1]);
    return 0;
}
