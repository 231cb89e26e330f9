/* Loops with nonzero lower bounds: 1-based loops writing a[i-1], a loop from 17
 * to n+16 reading b[i-17], a 2-D nest over 1..R x 2..C with [i-1][j-2]
 * subscripts, and a loop starting at a run-time offset. Elements before each
 * loop's first index keep their old values. */
#include <stdio.h>
#include <stdlib.h>

#define N 40000
#define R 180
#define C 150

static double a[N], b[N + 20], g[R][C], h[R][C];

int main(int argc, char **argv)
{
    (void)argv;
    int off = 1000 + 3 * argc;          /* 1003 with no argument */
    for (int i = 1; i <= N; i++)
        a[i - 1] = i * 0.5;
    for (int i = 0; i < N + 20; i++)
        b[i] = -1.0;
    for (int i = 17; i < N + 17; i++)
        b[i - 17 + 3] = a[i - 17] * 2.0 + i;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            g[i][j] = h[i][j] = 0.25;
    for (int i = 1; i <= R; i++)
        for (int j = 2; j <= C + 1; j++)
            g[i - 1][j - 2] = i * 1.5 - j;
    for (int i = 1; i < R; i++)
        for (int j = 1; j < C; j++)
            h[i][j] = g[i - 1][j - 1] + g[i][j] * 0.5;
    for (int i = off; i < N; i++)
        b[i] = a[i] + a[i - off] * 0.125;
    double sa = 0, sb = 0, sg = 0, sh = 0;
    for (int i = 0; i < N; i++)
        sa += a[i] * (i % 3 + 1);
    for (int i = 0; i < N + 20; i++)
        sb += b[i];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            sg += g[i][j] * (i % 2 + 1);
            sh += h[i][j] * (j % 3 + 1);
        }
    printf("a %.12e b %.12e\n", sa, sb);
    printf("g %.12e h %.12e\n", sg, sh);
    printf("probe %.12e %.12e %.12e %.12e\n", b[off], b[2], b[N + 2], h[1][1]);
    return 0;
}
