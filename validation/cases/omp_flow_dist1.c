/* Distance-1 flow dependences: a first-order recurrence a[i] = a[i-1]*c + b[i]
 * on doubles and an integer hash chain v[i] = f(v[i-1], v[i]), both of which
 * must stay sequential, next to independent loops over the same arrays. */
#include <stdio.h>

#define N 20000

static double a[N], b[N], c[N];
static long v[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        b[i] = (double)((i * 37 + 11) % 101) / 8.0;
        v[i] = (i * 13 + 5) % 97;
    }
    a[0] = 1.0;
    for (i = 1; i < N; i++)
        a[i] = a[i - 1] * 0.999 + b[i];
    for (i = 0; i < N; i++)
        c[i] = a[i] * 2.0 + b[i];
    for (i = 1; i < N; i++)
        v[i] = (v[i - 1] * 31 + v[i]) % 1000003;
    double sa = 0, sc = 0;
    long sv = 0, xv = 0;
    for (i = 0; i < N; i++) {
        sa += a[i];
        sc += c[i] * (i % 7 + 1);
        sv += v[i] * (i % 5 + 1);
        xv ^= v[i] * (i + 1);
    }
    printf("a %.12e c %.12e\n", sa, sc);
    printf("v sum %ld xor %ld last %ld mid %ld\n", sv, xv, v[N - 1], v[N / 2]);
    printf("a[N/2] %.12e a[N-1] %.12e\n", a[N / 2], a[N - 1]);
    return 0;
}
