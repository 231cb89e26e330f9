/* Nests whose trip count is zero at run time: n = argc - 1 is 0 when the
 * program runs without arguments, so the compiler cannot fold it. 1-D, 2-D
 * and 3-D nests with an empty outer loop, nests whose inner or middle loop
 * alone is empty, a loop whose lower bound equals its upper bound, and a downward loop
 * that starts below its end. Nothing may be written; the arrays keep their
 * initial values, and the nonempty kernels around them still run. */
#include <stdio.h>
#include <stdlib.h>

#define R 200
#define C 180

static double a[R * C], g[R][C], v[40][30][20];
static int k1[R * C];

int main(int argc, char **argv)
{
    (void)argv;
    int n = argc - 1;                   /* 0 */
    int big = 150 + n;
    for (int i = 0; i < R * C; i++) {
        a[i] = i * 0.5;
        k1[i] = i % 1000;
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            g[i][j] = i - j * 0.5;
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 30; j++)
            for (int k = 0; k < 20; k++)
                v[i][j][k] = i * 0.25 + j + k * 4.0;
    for (int i = 0; i < n; i++)
        a[i] = -1.0;
    for (int i = 0; i < n * C; i++)
        k1[i] = -7;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < C; j++)
            g[i][j] = -2.0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < n; j++)
            g[i][j] = -3.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 30; j++)
            for (int k = 0; k < 20; k++)
                v[i][j][k] = -4.0;
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 30; j++)
            for (int k = n; k < n; k++)
                v[i][j][k] = -5.0;
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < 20; k++)
                v[i][j][k] = -5.5;
    for (int i = big; i < big + n; i++)
        a[i] = -6.0;
    for (int i = n - 1; i >= 0; i--)
        k1[i] = -8;
    for (int i = big; i < R; i++)           /* nonempty: 50 rows */
        for (int j = n; j < C; j++)
            g[i][j] = g[i][j] + 100.0;
    for (int i = 0; i < R * C - n; i++)     /* nonempty */
        a[i] = a[i] + k1[i];
    double sa = 0, sg = 0, sv = 0;
    long sk = 0;
    for (int i = 0; i < R * C; i++) {
        sa += a[i];
        sk += k1[i];
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            sg += g[i][j] * (j % 3 + 1);
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 30; j++)
            for (int k = 0; k < 20; k++)
                sv += v[i][j][k];
    printf("n %d\n", n);
    printf("a %.12e k %ld\n", sa, sk);
    printf("g %.12e v %.12e\n", sg, sv);
    printf("probe %.12e %.12e %d %.12e\n", a[0], g[0][0], k1[0], v[0][0][0]);
    return 0;
}
