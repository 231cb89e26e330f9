/* Loops whose bound is a function parameter or comes from argv (default 3000):
 * the trip count is unknown at compile time, so the loops are parallel with a
 * run-time if() guard. scale writes dst from src (distinct arrays at every
 * call), count_multiples is a counting reduction, and main has loops bounded
 * by n directly. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 100000

static double a[MAXN], b[MAXN], c[MAXN];
static int v[MAXN];

static void scale(double *dst, const double *src, double f, int n)
{
    int i;
    for (i = 0; i < n; i++)
        dst[i] = src[i] * f + 1.0;
}

static long count_multiples(const int *x, int n, int d)
{
    long cnt = 0;
    int i;
    for (i = 0; i < n; i++)
        cnt += x[i] % d == 0;
    return cnt;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 3000;
    if (n < 2 || n > MAXN)
        return 2;
    int i;
    for (i = 0; i < n; i++) {
        a[i] = (double)((i * 19 + 7) % 43) * 0.125;
        v[i] = (i * 31 + 3) % 1000;
    }
    scale(b, a, 2.0, n);
    scale(c, b, 0.5, n / 2);
    long m3 = count_multiples(v, n, 3), m7 = count_multiples(v, n / 2, 7);
    for (i = 1; i < n; i++)
        a[i] = a[i - 1] * 0.5 + b[i];
    double sa = 0, sb = 0, sc = 0;
    for (i = 0; i < n; i++) {
        sa += a[i];
        sb += b[i] * (double)(i % 3 + 1);
        sc += c[i];
    }
    printf("n %d m3 %ld m7 %ld a %.12e b %.12e c %.12e\n", n, m3, m7, sa, sb, sc);
    return 0;
}
