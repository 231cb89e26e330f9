/* A function whose loop is parallel, called 100,000 times from a sequential time loop
 * with a small problem (n and m known only at run time). A region per call would cost
 * more than the call's work: a hand-written OpenMP version keeps `relax` sequential and
 * enters at most the two regions of `main`'s loops. */
#include <stdio.h>
#include <stdlib.h>

#define N 256
static double a[N][N], b[N][N];

static void relax(int n, int m)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i][j] = 0.5 * (a[i][j] + b[i][j]);
}

int main(int argc, char **argv)
{
    int n = argc > 2 ? atoi(argv[1]) : 64;
    int m = argc > 2 ? atoi(argv[2]) : 4;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = i;
            b[i][j] = (j % 7) * 0.25;
        }
    for (int t = 0; t < 100000; t++)
        relax(n, m);
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += a[i][j];
    printf("sum %.6f\n", s);
    printf("a[3][2] %.6f\n", a[3][2]);
    return 0;
}
