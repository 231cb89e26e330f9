#include <stdio.h>
static int cost[120][140], d[120][140];
static double u[120][140];

static int min2(int x, int y)
{
    return x < y ? x : y;
}

int main(void)
{
    int i, j;
    #pragma omp parallel for private(j)
    for (i = 0; i < 120; i++) {
        for (j = 0; j < 140; j++) {
            cost[i][j] = (i * 17 + j * 29 + i * j % 7) % 10 + 1;
            u[i][j] = (double)((i + 2 * j) % 11) * 0.5;
        }
    }
    d[0][0] = cost[0][0];
    for (j = 1; j < 140; j++) {
        d[0][j] = d[0][j - 1] + cost[0][j];
    }
    for (i = 1; i < 120; i++) {
        d[i][0] = d[i - 1][0] + cost[i][0];
    }
    for (i = 1; i < 120; i++) {
        for (j = 1; j < 140; j++) {
            d[i][j] = min2(d[i - 1][j], d[i][j - 1]) + cost[i][j];
        }
    }
    for (i = 1; i < 120 - 1; i++) {
        for (j = 1; j < 140 - 1; j++) {
            u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        }
    }
    long sd = 0;
    double su = 0;
    #pragma omp parallel for private(j) reduction(+:sd, su)
    for (i = 0; i < 120; i++) {
        for (j = 0; j < 140; j++) {
            sd += (long)d[i][j] * ((i + j) % 3 + 1);
            su += u[i][j] * (double)(j % 4 + 1);
        }
    }
    printf("path %d sum %ld u %.12e u[R/2][C/2] %.12e\n", d[120 - 1][140 - 1], sd, su,
        u[120 / 2][140 / 2]);
    return 0;
}
