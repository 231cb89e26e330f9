/* Integer reductions over a large array, one operator per loop: sum (+= and
 * s = s + e), difference (-= and s = s - e), product (int on small factors and
 * unsigned with wrap-around), min and max written with if and with the ternary,
 * and long long sums. Each loop is parallel but reductions run on the host for
 * now; the fill loops before them are kernels. */
#include <stdio.h>

#define N 70000

static int v[N], w[N], f[N];
static unsigned u[N];
static long long big[N];

int main(void)
{
    for (int i = 0; i < N; i++) {
        v[i] = (int)(((long)i * 7919 + 13) % 100003) - 50000;
        w[i] = (i * 37) % 1001 - 500;
        f[i] = (i % 5000 == 17) ? 2 : (i % 7000 == 3) ? -1 : 1;
        u[i] = (unsigned)i * 2654435761u | 1u;
        big[i] = (long long)v[i] * 40000 + i;
    }
    int s1 = 0;
    for (int i = 0; i < N; i++)
        s1 += v[i];
    int s2 = 0;
    for (int i = 0; i < N; i++)
        s2 = s2 + w[i];
    int d1 = 1000;
    for (int i = 0; i < N; i++)
        d1 -= w[i];
    int d2 = 0;
    for (int i = 0; i < N; i++)
        d2 = d2 - v[i] / 3;
    int p1 = 1;
    for (int i = 0; i < N; i++)
        p1 *= f[i];
    unsigned p2 = 1;
    for (int i = 0; i < N; i++)
        p2 = p2 * u[i];
    int mx = v[0];
    for (int i = 1; i < N; i++)
        if (v[i] > mx)
            mx = v[i];
    int mn = v[0];
    for (int i = 1; i < N; i++)
        if (mn > v[i])
            mn = v[i];
    int tmx = -1000000;
    for (int i = 0; i < N; i++)
        tmx = w[i] * 3 > tmx ? w[i] * 3 : tmx;
    int tmn = 1000000;
    for (int i = 0; i < N; i++)
        tmn = (v[i] + w[i] < tmn) ? v[i] + w[i] : tmn;
    long long sb = 0;
    for (int i = 0; i < N; i++)
        sb += big[i];
    printf("sum %d %d diff %d %d\n", s1, s2, d1, d2);
    printf("prod %d %u\n", p1, p2);
    printf("max %d min %d tmax %d tmin %d\n", mx, mn, tmx, tmn);
    printf("big %lld\n", sb);
    return 0;
}
