#include <stdio.h>
#include <stdlib.h>
static double a[40][36][30], b[30][40][36];
static int c[40][36][30];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j < 36; j++) {
            for (int k = 0; k < 30; k++) {
                a[i][j][k] = i + 0.01 * j + 0.0001 * k;
                b[k][i][j] = a[i][j][k] * 3.0 - k;
            }
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j < 36; j++) {
            for (int k = 0; k < 30; k++) {
                c[i][j][k] = i * 10000 + j * 100 + k - (i ^ j ^ k);
            }
        }
    }
    double sb = 0;
    long sc = 0;
    unsigned long h = 0;
    #pragma omp parallel for reduction(+:sb)
    for (int k = 0; k < 30; k++) {
        for (int i = 0; i < 40; i++) {
            for (int j = 0; j < 36; j++) {
                sb += b[k][i][j] * (1 + (i + 2 * j + 3 * k) % 7);
            }
        }
    }
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j < 36; j++) {
            for (int k = 0; k < 30; k++) {
                sc += c[i][j][k];
                h = h * 31 + (unsigned int)c[i][j][k];
            }
        }
    }
    printf("b %.12e\n", sb);
    printf("c %ld hash %lu\n", sc, h);
    printf("probe %.12e %.12e %d\n", b[30 - 1][40 - 1][0], b[3][5][7], c[40 - 1][1][30 - 2]);
    return 0;
}
