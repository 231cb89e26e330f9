/* Loops that count down (i = n-1 .. 0, i--). An independent elementwise loop
 * is parallel whatever the direction. Going down, a[i] = a[i+1]*0.5 + b[i]
 * reads the element written by the previous iteration (flow dependence) and
 * c[i] = c[i-1] + i reads one the next iteration overwrites (anti dependence):
 * both stay sequential. */
#include <stdio.h>

#define N 20000

static double a[N], b[N];
static long c[N], d[N];

int main(void)
{
    int i;
    for (i = N - 1; i >= 0; i--) {
        a[i] = (double)((i * 23 + 5) % 67) * 0.125;
        c[i] = (i * 19 + 2) % 211;
    }
    for (i = N - 1; i >= 0; i--)
        b[i] = a[i] * 2.0 + 1.0;
    for (i = N - 2; i >= 0; i--)
        a[i] = a[i + 1] * 0.5 + b[i];
    for (i = N - 1; i > 0; i--)
        c[i] = c[i - 1] * 3 + i;
    for (i = N - 1; i >= 0; i--)
        d[i] = c[i] % 1000 - (long)i;
    double sa = 0, sb = 0;
    long sc = 0, sd = 0;
    for (i = 0; i < N; i++) {
        sa += a[i] * (double)(i % 5 + 1);
        sb += b[i];
        sc += c[i] * (i % 7 + 1);
        sd += d[i] * (i % 3 + 1);
    }
    printf("a %.12e b %.12e c %ld d %ld\n", sa, sb, sc, sd);
    printf("a[0] %.12e c[N/2] %ld\n", a[0], c[N / 2]);
    return 0;
}
