#include <stdio.h>
static double a[20000], b[20000], c[20000];
static unsigned int r[20000];
static long f[20000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        a[i] = (double)((i * 13 + 7) % 41) * 0.25;
    }
    double x = 1.0;
    for (i = 0; i < 20000; i++) {
        x = x * 0.5 + a[i];
        b[i] = x;
    }
    unsigned int seed = 12345u;
    for (i = 0; i < 20000; i++) {
        seed = seed * 1103515245u + 12345u;
        r[i] = seed >> 16 & 0x7fffu;
    }
    long f0 = 0, f1 = 1;
    for (i = 0; i < 20000; i++) {
        long f2 = (f0 + f1) % 1000000007L;
        f0 = f1;
        f1 = f2;
        f[i] = f2;
    }
    double sb = 0, sc = 0;
    long sr = 0, sf = 0;
    #pragma omp parallel for reduction(+:sb, sc, sf, sr)
    for (i = 0; i < 20000; i++) {
        c[i] = b[i] * 0.5 + (double)(r[i] % 100) + (double)(f[i] % 1000) * 0.001;
        sb += b[i];
        sc += c[i] * (double)(i % 5 + 1);
        sr += (long)r[i] * (i % 3 + 1);
        sf += f[i] % 1000;
    }
    printf("x %.12e seed %u f1 %ld\n", x, seed, f1);
    printf("b %.12e c %.12e r %ld f %ld\n", sb, sc, sr, sf);
    return 0;
}
