#include <stdio.h>
static double a[24000], b[24000], c[24000], e[2 * 12000];
static int w[24000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 24000; i++) {
        a[i] = 0.5 + (double)((i * 29 + 3) % 61) / 16.0;
        b[i] = (double)((i * 17 + 7) % 43) / 4.0;
        w[i] = (i * 11 + 1) % 23;
    }
    #pragma omp parallel for
    for (i = 0; i < 2 * 12000; i++) {
        e[i] = (double)(i % 19) * 0.125;
    }
    for (i = 2; i < 24000; i++) {
        a[i] = a[i - 2] * 0.75 + b[i];
    }
    for (i = 7; i < 24000; i++) {
        w[i] = (w[i - 7] * 5 + w[i]) % 10007;
    }
    #pragma omp parallel for
    for (i = 3; i < 24000 - 3; i++) {
        c[i] = b[i - 3] + b[i + 3] - a[i];
    }
    #pragma omp parallel for
    for (i = 0; i < 12000; i++) {
        e[i] = e[i + 12000] * 2.0 + 1.0;
    }
    double sa = 0, sc = 0, se = 0;
    long sw = 0;
    #pragma omp parallel for reduction(+:sa, sc, sw)
    for (i = 0; i < 24000; i++) {
        sa += a[i] * (i % 3 + 1);
        sc += c[i] * (i % 4 + 1);
        sw += (long)w[i] * (i % 9 + 1);
    }
    #pragma omp parallel for reduction(+:se)
    for (i = 0; i < 2 * 12000; i++) {
        se += e[i] * (i % 5 + 1);
    }
    printf("a %.12e c %.12e e %.12e\n", sa, sc, se);
    printf("w %ld w[N-1] %d a[N-1] %.12e\n", sw, w[24000 - 1], a[24000 - 1]);
    return 0;
}
