#include <stdio.h>
static double a[160][128], t[128][160], x[128], y[160], colsum[128];

int main(void)
{
    int i, j;
    #pragma omp parallel for private(j)
    for (i = 0; i < 160; i++) {
        for (j = 0; j < 128; j++) {
            a[i][j] = (double)((i * 7 + j * 13) % 31) * 0.125 + 0.5;
        }
    }
    for (j = 0; j < 128; j++) {
        x[j] = 1.0 + (double)(j % 5) * 0.25;
    }
    #pragma omp parallel for private(j)
    for (i = 0; i < 160; i++) {
        double s = 0.0;
        for (j = 0; j < 128; j++) {
            s += a[i][j] * x[j];
        }
        y[i] = s;
    }
    #pragma omp parallel for private(j)
    for (i = 0; i < 160; i++) {
        for (j = 0; j < 128; j++) {
            t[j][i] = a[i][j] * 2.0 - (double)i;
        }
    }
    #pragma omp parallel for private(i)
    for (j = 0; j < 128; j++) {
        double colsum_0 = 0.0;
        for (i = 0; i < 160; i++) {
            colsum_0 += a[i][j] * (double)(i % 3 + 1);
        }
        colsum[j] = colsum_0;
    }
    double sy = 0, st = 0, sc = 0;
    for (i = 0; i < 160; i++) {
        sy += y[i] * (i % 7 + 1);
    }
    #pragma omp parallel for private(i) reduction(+:st)
    for (j = 0; j < 128; j++) {
        for (i = 0; i < 160; i++) {
            st += t[j][i] * (double)((i + j) % 5 + 1);
        }
    }
    for (j = 0; j < 128; j++) {
        sc += colsum[j] * (j % 3 + 1);
    }
    printf("y %.12e t %.12e colsum %.12e\n", sy, st, sc);
    printf("y[7] %.12e t[5][9] %.12e\n", y[7], t[5][9]);
    return 0;
}
