#include <stdio.h>
static double a[20000], b[20000];
static long c[20000], d[20000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 20000 - 1; i >= 0; i--) {
        a[i] = (double)((i * 23 + 5) % 67) * 0.125;
        c[i] = (i * 19 + 2) % 211;
        b[i] = a[i] * 2.0 + 1.0;
    }
    for (i = 20000 - 2; i >= 0; i--) {
        a[i] = a[i + 1] * 0.5 + b[i];
    }
    for (i = 20000 - 1; i > 0; i--) {
        c[i] = c[i - 1] * 3 + i;
    }
    #pragma omp parallel for
    for (i = 20000 - 1; i >= 0; i--) {
        d[i] = c[i] % 1000 - (long)i;
    }
    double sa = 0, sb = 0;
    long sc = 0, sd = 0;
    #pragma omp parallel for reduction(+:sa, sb, sc, sd)
    for (i = 0; i < 20000; i++) {
        sa += a[i] * (double)(i % 5 + 1);
        sb += b[i];
        sc += c[i] * (i % 7 + 1);
        sd += d[i] * (i % 3 + 1);
    }
    printf("a %.12e b %.12e c %ld d %ld\n", sa, sb, sc, sd);
    printf("a[0] %.12e c[N/2] %ld\n", a[0], c[20000 / 2]);
    return 0;
}
