/* Wavefront dependences: every cell depends on its north and west neighbours,
 * so both loops of each nest carry a dependence and stay sequential. A
 * minimum-cost path table (integer), a smoothing sweep done in place
 * (Gauss-Seidel order), and the independent cost fill that is parallel. */
#include <stdio.h>

#define R 120
#define C 140

static int cost[R][C], d[R][C];
static double u[R][C];

static int min2(int x, int y) { return x < y ? x : y; }

int main(void)
{
    int i, j;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            cost[i][j] = (i * 17 + j * 29 + (i * j) % 7) % 10 + 1;
            u[i][j] = (double)((i + 2 * j) % 11) * 0.5;
        }
    d[0][0] = cost[0][0];
    for (j = 1; j < C; j++)
        d[0][j] = d[0][j - 1] + cost[0][j];
    for (i = 1; i < R; i++)
        d[i][0] = d[i - 1][0] + cost[i][0];
    for (i = 1; i < R; i++)
        for (j = 1; j < C; j++)
            d[i][j] = min2(d[i - 1][j], d[i][j - 1]) + cost[i][j];
    for (i = 1; i < R - 1; i++)
        for (j = 1; j < C - 1; j++)
            u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    long sd = 0;
    double su = 0;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            sd += (long)d[i][j] * ((i + j) % 3 + 1);
            su += u[i][j] * (double)(j % 4 + 1);
        }
    printf("path %d sum %ld u %.12e u[R/2][C/2] %.12e\n", d[R - 1][C - 1], sd, su, u[R / 2][C / 2]);
    return 0;
}
