/* A function whose two pointer parameters overlap at one of its call sites:
 * shift_add(a + 1, a, n - 1) makes x[i] and y[i+1] the same element, so the
 * loop in shift_add carries a flow dependence (it builds a running ramp) and
 * must stay sequential, even though its other call site passes distinct
 * arrays. The loops in main are ordinary. */
#include <stdio.h>

#define N 20000

static double a[N], b[N], c[N];

static void shift_add(double *x, double *y, int n)
{
    int i;
    for (i = 0; i < n; i++)
        x[i] = y[i] * 0.999 + 1.0;
}

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        a[i] = (double)(i % 7);
        c[i] = (double)((i * 3 + 1) % 11) * 0.5;
    }
    shift_add(b, c, N);
    shift_add(a + 1, a, N - 1);
    double sa = 0, sb = 0;
    for (i = 0; i < N; i++) {
        sa += a[i] * (double)(i % 3 + 1);
        sb += b[i];
    }
    printf("a %.12e b %.12e a[N/2] %.12e a[N-1] %.12e\n", sa, sb, a[N / 2], a[N - 1]);
    return 0;
}
