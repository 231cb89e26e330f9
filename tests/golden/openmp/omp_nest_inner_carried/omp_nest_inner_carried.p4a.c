#include <stdio.h>
static double a[128][160], b[128][160];
static long p[128][160];

int main(void)
{
    int i, j;
    #pragma omp parallel for private(j)
    for (i = 0; i < 128; i++) {
        for (j = 0; j < 160; j++) {
            b[i][j] = (double)((i * 11 + j * 5) % 23) * 0.125;
            p[i][j] = (i * 3 + j) % 10;
        }
    }
    #pragma omp parallel for private(j)
    for (i = 0; i < 128; i++) {
        a[i][0] = b[i][0];
        for (j = 1; j < 160; j++) {
            a[i][j] = a[i][j - 1] * 0.5 + b[i][j];
        }
    }
    #pragma omp parallel for private(j)
    for (i = 0; i < 128; i++) {
        for (j = 1; j < 160; j++) {
            p[i][j] += p[i][j - 1];
        }
    }
    double sa = 0;
    long sp = 0;
    #pragma omp parallel for private(j) reduction(+:sa, sp)
    for (i = 0; i < 128; i++) {
        for (j = 0; j < 160; j++) {
            sa += a[i][j] * (double)(i % 3 + 1);
            sp += p[i][j] * (j % 5 + 1);
        }
    }
    printf("a %.12e p %ld p[R-1][C-1] %ld\n", sa, sp, p[128 - 1][160 - 1]);
    return 0;
}
