/* 2-D parallel nests on non-square global arrays (rows != columns, so a swap of
 * the two grid dimensions shows): a fill from both indices, a transpose into a
 * second array, a 2-D elementwise combination and a nest whose inner bound is a
 * run-time variable smaller than the array width. */
#include <stdio.h>

#define R 230
#define C 170

static double a[R][C], b[R][C], t[C][R];
static int m[R][C];

int main(int argc, char **argv)
{
    (void)argv;
    int cols = C - 10 + argc;           /* 161 with no argument */
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            a[i][j] = i * 0.01 + j * 0.001;
            m[i][j] = 3 * i - 2 * j;
        }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            t[j][i] = a[i][j] * 2.0 + m[i][j];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            b[i][j] = t[j][i] - a[i][j] * (j + 1);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < cols; j++)
            m[i][j] = m[i][j] * 5 + i * j;
    double sb = 0, st = 0;
    long sm = 0, wm = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            sb += b[i][j] * ((i + j) % 5 + 1);
            st += t[j][i] * (i % 3 + 1);
            sm += m[i][j];
            wm += (long)m[i][j] * (i + 2 * j + 1);
        }
    printf("b %.12e t %.12e\n", sb, st);
    printf("m %ld weighted %ld\n", sm, wm);
    printf("corners %.12e %.12e %d %d\n", b[0][C - 1], b[R - 1][0], m[R - 1][cols - 1], m[R - 1][C - 1]);
    return 0;
}
