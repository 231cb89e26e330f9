/* A temporary that is displayed after the loops: the loops fuse, but the array is
 * live afterwards and stays an array. */
#include <stdio.h>
#define N 25000
static double a[N], t[N], b[N];
int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = (i % 23) * 0.125;
    for (int i = 0; i < N; i++)
        t[i] = a[i] * a[i] - 1;
    for (int i = 0; i < N; i++)
        b[i] = t[i] * 3 + a[i];
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.99 + b[i];
    printf("%.9e %.6f %.6f\n", s, t[7], t[N - 1]);
    return 0;
}
