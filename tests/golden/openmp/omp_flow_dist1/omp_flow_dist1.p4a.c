#include <stdio.h>
static double a[20000], b[20000], c[20000];
static long v[20000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        b[i] = (double)((i * 37 + 11) % 101) / 8.0;
        v[i] = (i * 13 + 5) % 97;
    }
    a[0] = 1.0;
    for (i = 1; i < 20000; i++) {
        a[i] = a[i - 1] * 0.999 + b[i];
    }
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        c[i] = a[i] * 2.0 + b[i];
    }
    for (i = 1; i < 20000; i++) {
        v[i] = (v[i - 1] * 31 + v[i]) % 1000003;
    }
    double sa = 0, sc = 0;
    long sv = 0, xv = 0;
    #pragma omp parallel for reduction(+:sa, sc, sv) reduction(^:xv)
    for (i = 0; i < 20000; i++) {
        sa += a[i];
        sc += c[i] * (i % 7 + 1);
        sv += v[i] * (i % 5 + 1);
        xv ^= v[i] * (i + 1);
    }
    printf("a %.12e c %.12e\n", sa, sc);
    printf("v sum %ld xor %ld last %ld mid %ld\n", sv, xv, v[20000 - 1], v[20000 / 2]);
    printf("a[N/2] %.12e a[N-1] %.12e\n", a[20000 / 2], a[20000 - 1]);
    return 0;
}
