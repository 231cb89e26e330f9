#include <stdio.h>
static int v[70000], w[70000], f[70000];
static unsigned int u[70000];
static long long big[70000];

int main(void)
{
    int s1 = 0;
    int s2 = 0;
    int d1 = 1000;
    int d2 = 0;
    int p1 = 1;
    unsigned int p2 = 1;
    #pragma omp parallel for reduction(+:d1, d2, s1, s2) reduction(*:p1, p2)
    for (int i = 0; i < 70000; i++) {
        v[i] = (int)(((long)i * 7919 + 13) % 100003) - 50000;
        w[i] = i * 37 % 1001 - 500;
        f[i] = i % 5000 == 17 ? 2 : i % 7000 == 3 ? -1 : 1;
        u[i] = (unsigned int)i * 2654435761u | 1u;
        big[i] = (long long)v[i] * 40000 + i;
        s1 += v[i];
        s2 = s2 + w[i];
        d1 -= w[i];
        d2 = d2 - v[i] / 3;
        p1 *= f[i];
        p2 = p2 * u[i];
    }
    int mx = v[0];
    int mn = v[0];
    #pragma omp parallel for reduction(min:mn) reduction(max:mx)
    for (int i = 1; i < 70000; i++) {
        if (v[i] > mx) {
            mx = v[i];
        }
        if (mn > v[i]) {
            mn = v[i];
        }
    }
    int tmx = -1000000;
    int tmn = 1000000;
    #pragma omp parallel for reduction(min:tmn) reduction(max:tmx)
    for (int i = 0; i < 70000; i++) {
        tmx = w[i] * 3 > tmx ? w[i] * 3 : tmx;
        tmn = v[i] + w[i] < tmn ? v[i] + w[i] : tmn;
    }
    long long sb = 0;
    #pragma omp parallel for reduction(+:sb)
    for (int i = 0; i < 70000; i++) {
        sb += big[i];
    }
    printf("sum %d %d diff %d %d\n", s1, s2, d1, d2);
    printf("prod %d %u\n", p1, p2);
    printf("max %d min %d tmax %d tmin %d\n", mx, mn, tmx, tmn);
    printf("big %lld\n", sb);
    return 0;
}
