/* Three arrays live on the device through a time loop; the host reads only
 * one of them afterwards: only that one comes back. */
#include <stdio.h>
#define N 25000
#define T 5
static double u[N], v[N], w[N];
int main(void)
{
    unsigned seed = 41;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        u[i] = (seed >> 16) % 8;
        v[i] = 1.0;
        w[i] = 2.0;
    }
    for (int t = 0; t < T; t++) {
        for (int i = 0; i < N; i++)
            v[i] = v[i] * 0.5 + u[i];
        for (int i = 0; i < N; i++)
            w[i] = w[i] * 0.25 + v[i];
        for (int i = 0; i < N; i++)
            u[i] = u[i] + 0.01 * w[i];
    }
    for (int i = 0; i < N; i += 2500)
        printf("%d %.9f\n", i, w[i]);
    return 0;
}
