#include <stdio.h>
static double a[20000], b[20000], u[128][128], un[128][128];

int main(void)
{
    int i, j, t;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        a[i] = (double)((i * 7 + 3) % 29);
    }
    #pragma omp parallel private(t)
    for (t = 0; t < 12; t++) {
        #pragma omp for
        for (i = 1; i < 20000 - 1; i++) {
            b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
        }
        #pragma omp for
        for (i = 1; i < 20000 - 1; i++) {
            a[i] = b[i];
        }
    }
    #pragma omp parallel for private(j)
    for (i = 0; i < 128; i++) {
        for (j = 0; j < 128; j++) {
            u[i][j] = i == 0 || j == 0 ? 10.0 : (double)(i * j % 5);
        }
    }
    #pragma omp parallel private(t)
    for (t = 0; t < 8; t++) {
        #pragma omp for private(j)
        for (i = 1; i < 128 - 1; i++) {
            for (j = 1; j < 128 - 1; j++) {
                un[i][j] = 0.2 * (u[i][j] + u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
            }
        }
        #pragma omp for private(j)
        for (i = 1; i < 128 - 1; i++) {
            for (j = 1; j < 128 - 1; j++) {
                u[i][j] = un[i][j];
            }
        }
    }
    double sa = 0, su = 0;
    #pragma omp parallel for reduction(+:sa)
    for (i = 0; i < 20000; i++) {
        sa += a[i] * (double)(i % 5 + 1);
    }
    #pragma omp parallel for private(j) reduction(+:su)
    for (i = 0; i < 128; i++) {
        for (j = 0; j < 128; j++) {
            su += u[i][j] * (double)(j % 3 + 1);
        }
    }
    printf("a %.12e u %.12e a[N/2] %.12e u[G/2][G/2] %.12e\n", sa, su, a[20000 / 2],
        u[128 / 2][128 / 2]);
    return 0;
}
