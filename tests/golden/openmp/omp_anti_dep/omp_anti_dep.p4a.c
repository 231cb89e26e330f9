#include <stdio.h>
static double a[20000], b[20000], c[20000];
static int q[20000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        a[i] = (double)((i * 31 + 9) % 89) * 0.25;
        b[i] = (double)(i % 13) * 0.5;
        q[i] = (i * 7 + 3) % 1001;
    }
    #pragma omp parallel for
    for (i = 0; i < 20000 - 1; i++) {
        c[i] = a[i + 1] - a[i] + b[i];
    }
    c[20000 - 1] = 0.0;
    for (i = 0; i < 20000 - 1; i++) {
        a[i] = a[i + 1] * 0.5 + b[i];
    }
    for (i = 0; i < 20000 - 1; i++) {
        q[i] = q[i + 1] + q[i] % 3;
    }
    double sa = 0, sc = 0;
    long sq = 0;
    #pragma omp parallel for reduction(+:sa, sc, sq)
    for (i = 0; i < 20000; i++) {
        sa += a[i] * (i % 7 + 1);
        sc += c[i] * (i % 5 + 1);
        sq += (long)q[i] * (i % 11 + 1);
    }
    printf("a %.12e c %.12e q %ld\n", sa, sc, sq);
    printf("a[N/2-1] %.12e q[N/2-1] %d\n", a[20000 / 2 - 1], q[20000 / 2 - 1]);
    return 0;
}
