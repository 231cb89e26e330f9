#include <stdio.h>
static double a[512][512], b[512][512], c[512][512], rowsum[512];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 512; i++) {
        for (int j = 0; j < 512; j++) {
            a[i][j] = (i + j) % 7;
            b[i][j] = i * j % 5;
            c[i][j] = a[i][j] * 2.0 + b[i][j];
        }
    }
    int hist[8] = {0};
    #pragma omp parallel for reduction(+:hist)
    for (int i = 0; i < 512; i++) {
        {
            double s = 0;
            for (int j = 0; j < 512; j++) {
                s += c[i][j];
            }
            rowsum[i] = s;
        }
        hist[(int)rowsum[i] % 8]++;
    }
    for (int k = 0; k < 8; k++) {
        printf("hist %d %d\n", k, hist[k]);
    }
    printf("rowsum %.6f %.6f\n", rowsum[3], rowsum[512 - 1]);
    return 0;
}
