#include <stdio.h>
#include <stdlib.h>
static double a[100000], b[100000], c[100000];
static int v[100000];

static void scale(double *dst, const double *src, double f, int n)
{
    int i;
    if (n >= 8334) {
        #pragma omp parallel for
        for (i = 0; i < n; i++) {
            dst[i] = src[i] * f + 1.0;
        }
    } else {
        for (i = 0; i < n; i++) {
            dst[i] = src[i] * f + 1.0;
        }
    }
}

static long count_multiples(const int *x, int n, int d)
{
    long cnt = 0;
    int i;
    if (n >= 10000) {
        #pragma omp parallel for reduction(+:cnt)
        for (i = 0; i < n; i++) {
            cnt += x[i] % d == 0;
        }
    } else {
        for (i = 0; i < n; i++) {
            cnt += x[i] % d == 0;
        }
    }
    return cnt;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 3000;
    if (n < 2 || n > 100000) {
        return 2;
    }
    int i;
    #pragma omp parallel for
    for (i = 0; i < n; i++) {
        a[i] = (double)((i * 19 + 7) % 43) * 0.125;
        v[i] = (i * 31 + 3) % 1000;
    }
    scale(b, a, 2.0, n);
    scale(c, b, 0.5, n / 2);
    long m3 = count_multiples(v, n, 3), m7 = count_multiples(v, n / 2, 7);
    for (i = 1; i < n; i++) {
        a[i] = a[i - 1] * 0.5 + b[i];
    }
    double sa = 0, sb = 0, sc = 0;
    #pragma omp parallel for reduction(+:sa, sb, sc)
    for (i = 0; i < n; i++) {
        sa += a[i];
        sb += b[i] * (double)(i % 3 + 1);
        sc += c[i];
    }
    printf("n %d m3 %ld m7 %ld a %.12e b %.12e c %.12e\n", n, m3, m7, sa, sb, sc);
    return 0;
}
