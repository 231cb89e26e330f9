/* The outer loop carries the dependence, the inner one does not:
 * a[i][j] = a[i-1][j]*0.5 + b[i][j] must run rows in order, but all columns of
 * one row are independent, so the inner loop is parallel (12000 iterations).
 * Also an integer version reading the row two above. */
#include <stdio.h>

#define R 20
#define C 12000

static double a[R][C], b[R][C];
static int g[R][C];

int main(void)
{
    int i, j;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            b[i][j] = (double)((i * 5 + j * 3) % 17) * 0.25;
            a[i][j] = 0.0;
            g[i][j] = (i + j * 7) % 13;
        }
    for (j = 0; j < C; j++)
        a[0][j] = 1.0 + (double)(j % 9);
    for (i = 1; i < R; i++)
        for (j = 0; j < C; j++)
            a[i][j] = a[i - 1][j] * 0.5 + b[i][j];
    for (i = 2; i < R; i++)
        for (j = 0; j < C; j++)
            g[i][j] = (g[i - 2][j] * 3 + g[i][j]) % 65521;
    double sa = 0;
    long sg = 0;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            sa += a[i][j] * (double)(j % 4 + 1);
            sg += (long)g[i][j] * (j % 7 + 1);
        }
    printf("a %.12e g %ld a[R-1][7] %.12e g[R-1][11] %d\n", sa, sg, a[R - 1][7], g[R - 1][11]);
    return 0;
}
