/* The early-return shape on a global array: a kernel writes it, then a host block
 * overwrites one element and returns. Before, the block was one unit: the note that the
 * host now holds that element and its upload went after the block, skipped on the return
 * path, while the caller still took the array for valid on the device. */
#include <stdio.h>
#define N 100000
static double a[N], b[N];

static int update(int t)
{
    for (int i = 0; i < N; i++)
        a[i] = a[i] * 0.5 + t;
    if (t % 2 == 0) {
        a[0] = -1000.0 * t;
        return 1;
    }
    for (int i = 0; i < N; i++)
        a[i] += 1.0;
    return 0;
}

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = i % 11;
    int evens = 0;
    for (int t = 0; t < 6; t++) {
        evens += update(t);
        for (int i = 0; i < N; i++)
            b[i] = a[i] + b[i] * 0.5;
    }
    printf("%d %.12e\n", evens, b[0]);
    return 0;
}
