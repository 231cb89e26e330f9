/* A host statement writes one element between two kernels (thesis Test K7):
 * only that element goes down (the host reads it first, a partial write) and
 * back up, not the whole array. */
#include <stdio.h>
#define N 80000
static double a[N], b[N];
int main(void)
{
    unsigned seed = 13;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 19;
    }
    for (int i = 0; i < N; i++)
        a[i] = a[i] * 2.0 + 1.0;
    a[0] = 42.0;
    for (int i = 0; i < N; i++)
        b[i] = a[i] + a[(i + 1) % N];
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + b[i];
    printf("%.9f %.9f\n", s, b[N - 1]);
    return 0;
}
