#include <stdio.h>
static double a[30000], b[30000];
static long c[30000], e[30000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 30000; i++) {
        a[i] = (double)((i * 7 + 3) % 29) * 0.25;
        b[i] = 0.0;
        c[i] = (i * 13 + 1) % 97;
        e[i] = i % 10;
    }
    #pragma omp parallel for
    for (i = 0; i < 30000; i += 2) {
        a[i] = a[i + 1] * 2.0 + a[i];
    }
    for (i = 2; i < 30000; i += 2) {
        e[i] = (e[i - 2] * 7 + e[i - 1]) % 100003;
    }
    #pragma omp parallel for
    for (i = 1; i < 30000 - 1; i += 3) {
        b[i] = a[i - 1] + a[i + 1];
    }
    #pragma omp parallel for
    for (i = 0; i < 30000 / 2; i++) {
        c[2 * i + 1] = c[2 * i] * 3 + 1;
    }
    double sa = 0, sb = 0;
    long sc = 0, se = 0;
    #pragma omp parallel for reduction(+:sa, sb, sc, se)
    for (i = 0; i < 30000; i++) {
        sa += a[i] * (double)(i % 4 + 1);
        sb += b[i] * (double)(i % 5 + 1);
        sc += c[i] * (i % 6 + 1);
        se += e[i] * (i % 7 + 1);
    }
    printf("a %.12e b %.12e c %ld e %ld e[N-2] %ld\n", sa, sb, sc, se, e[30000 - 2]);
    return 0;
}
