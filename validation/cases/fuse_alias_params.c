/* A function whose two pointer parameters may point into the same array (it is
 * called with overlapping arguments): its loops do not fuse, since an element
 * written by the first may be read by the second at another iteration. */
#include <stdio.h>
#define N 20000
static double buf[N + 8];
static void step(int n, double *a, double *b)
{
    for (int i = 0; i < n; i++)
        a[i] = a[i] * 0.5 + 1;
    for (int i = 0; i < n; i++)
        b[i] = b[i] + a[i];
}
int main(void)
{
    for (int i = 0; i < N + 8; i++)
        buf[i] = (i % 10) * 0.1;
    step(N, buf, buf + 4);
    step(N, buf + 4, buf);
    double s = 0;
    for (int i = 0; i < N + 8; i++)
        s = s * 0.99 + buf[i];
    printf("%.9e\n", s);
    return 0;
}
