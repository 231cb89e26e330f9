/* Kernels that write only part of an array; the rest must keep the values the
 * host stored before the launch: only the even elements, only the elements of
 * the second half, only the interior of a 2-D grid (the border keeps its
 * values), only one column band, and only the elements where a condition holds. */
#include <stdio.h>

#define N 80000
#define R 220
#define C 200

static int a[N];
static double b[N], c[N];
static double g[R][C];
static long m[R][C];

int main(void)
{
    for (int i = 0; i < N; i++) {
        a[i] = -i;
        b[i] = i * 0.5;
        c[i] = 1.0 + (i % 9);
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            g[i][j] = 1000.0 + i - j;
            m[i][j] = 7L * i + j;
        }
    for (int i = 0; i < N; i += 2)
        a[i] = i * 3 + 1;
    for (int i = N / 2; i < N; i++)
        b[i] = b[i] * 2.0 - c[i];
    for (int i = 1; i < R - 1; i++)
        for (int j = 1; j < C - 1; j++)
            g[i][j] = (i * j) % 13 * 0.25;
    for (int i = 0; i < R; i++)
        for (int j = 50; j < 90; j++)
            m[i][j] = -m[i][j] * 3;
    for (int i = 0; i < N; i++)
        if (i % 3 == 1)
            c[i] = c[i] * 0.5 + b[i];
    long sa = 0, sm = 0;
    double sb = 0, sc = 0, sg = 0, border = 0;
    for (int i = 0; i < N; i++) {
        sa += (long)a[i] * (i % 5 + 1);
        sb += b[i];
        sc += c[i] * (i % 2 + 1);
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            sg += g[i][j] * (j % 3 + 1);
            sm += m[i][j] * (i % 4 + 1);
            if (i == 0 || j == 0 || i == R - 1 || j == C - 1)
                border += g[i][j];
        }
    printf("a %ld odd %d %d even %d\n", sa, a[1], a[N - 1], a[N - 2]);
    printf("b %.12e c %.12e\n", sb, sc);
    printf("g %.12e border %.12e m %ld\n", sg, border, sm);
    printf("probe %.12e %.12e %ld %ld\n", b[N / 2 - 1], g[0][5], m[3][49], m[3][50]);
    return 0;
}
