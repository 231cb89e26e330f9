#include <stdio.h>
static double a[20][12000], b[20][12000];
static int g[20][12000];

int main(void)
{
    int i, j;
    #pragma omp parallel for private(j)
    for (i = 0; i < 20; i++) {
        for (j = 0; j < 12000; j++) {
            b[i][j] = (double)((i * 5 + j * 3) % 17) * 0.25;
            a[i][j] = 0.0;
            g[i][j] = (i + j * 7) % 13;
        }
    }
    #pragma omp parallel for
    for (j = 0; j < 12000; j++) {
        a[0][j] = 1.0 + (double)(j % 9);
    }
    #pragma omp parallel private(i)
    for (i = 1; i < 20; i++) {
        #pragma omp for
        for (j = 0; j < 12000; j++) {
            a[i][j] = a[i - 1][j] * 0.5 + b[i][j];
        }
    }
    #pragma omp parallel private(i)
    for (i = 2; i < 20; i++) {
        #pragma omp for
        for (j = 0; j < 12000; j++) {
            g[i][j] = (g[i - 2][j] * 3 + g[i][j]) % 65521;
        }
    }
    double sa = 0;
    long sg = 0;
    #pragma omp parallel for private(j) reduction(+:sa, sg)
    for (i = 0; i < 20; i++) {
        for (j = 0; j < 12000; j++) {
            sa += a[i][j] * (double)(j % 4 + 1);
            sg += (long)g[i][j] * (j % 7 + 1);
        }
    }
    printf("a %.12e g %ld a[R-1][7] %.12e g[R-1][11] %d\n", sa, sg, a[20 - 1][7], g[20 - 1][11]);
    return 0;
}
