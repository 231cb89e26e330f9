/* 3-D parallel nests over arrays of three different extents (so any mix-up of
 * the grid dimensions changes the result): a fill, a permuted copy
 * b[k][i][j] = a[i][j][k], and an integer nest combining the three indices. */
#include <stdio.h>
#include <stdlib.h>

#define NX 40
#define NY 36
#define NZ 30

static double a[NX][NY][NZ], b[NZ][NX][NY];
static int c[NX][NY][NZ];

int main(void)
{
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++)
            for (int k = 0; k < NZ; k++)
                a[i][j][k] = i + 0.01 * j + 0.0001 * k;
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++)
            for (int k = 0; k < NZ; k++)
                b[k][i][j] = a[i][j][k] * 3.0 - k;
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++)
            for (int k = 0; k < NZ; k++)
                c[i][j][k] = i * 10000 + j * 100 + k - (i ^ j ^ k);
    double sb = 0;
    long sc = 0;
    unsigned long h = 0;
    for (int k = 0; k < NZ; k++)
        for (int i = 0; i < NX; i++)
            for (int j = 0; j < NY; j++)
                sb += b[k][i][j] * (1 + (i + 2 * j + 3 * k) % 7);
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++)
            for (int k = 0; k < NZ; k++) {
                sc += c[i][j][k];
                h = h * 31 + (unsigned)c[i][j][k];
            }
    printf("b %.12e\n", sb);
    printf("c %ld hash %lu\n", sc, h);
    printf("probe %.12e %.12e %d\n", b[NZ - 1][NX - 1][0], b[3][5][7], c[NX - 1][1][NZ - 2]);
    return 0;
}
