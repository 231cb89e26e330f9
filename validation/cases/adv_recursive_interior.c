/* A recursive divide-and-conquer over interior pointers: each level runs a kernel on its
 * range and recurses on both halves through a + h; the host touches one element at each
 * leaf. */
#include <stdio.h>
#define N (1 << 16)
static double a[N];

static void level(double *p, int n, int depth)
{
    for (int i = 0; i < n; i++)
        p[i] = p[i] * 0.75 + depth;
    if (n <= 4096) {
        p[0] += 1.0;
        return;
    }
    int h = n / 2;
    level(p, h, depth + 1);
    level(p + h, n - h, depth + 1);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = (i * 13) % 29;
    level(a, N, 0);
    double s = 0;
    for (int i = 0; i < N; i++)
        s += a[i] * (1 + (i & 3));
    printf("%.12e\n", s);
    return 0;
}
