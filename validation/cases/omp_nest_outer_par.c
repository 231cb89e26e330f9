/* Independent 2-D nests: an elementwise update, a matrix-vector product with
 * a scalar accumulator declared in the outer body, a transpose (writes columns)
 * and column sums (outer loop over columns). The outer loop of each nest is
 * parallel; the inner loops get no pragma of their own. */
#include <stdio.h>

#define R 160
#define C 128

static double a[R][C], t[C][R], x[C], y[R], colsum[C];

int main(void)
{
    int i, j;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            a[i][j] = (double)((i * 7 + j * 13) % 31) * 0.125 + 0.5;
    for (j = 0; j < C; j++)
        x[j] = 1.0 + (double)(j % 5) * 0.25;
    for (i = 0; i < R; i++) {
        double s = 0.0;
        for (j = 0; j < C; j++)
            s += a[i][j] * x[j];
        y[i] = s;
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            t[j][i] = a[i][j] * 2.0 - (double)i;
    for (j = 0; j < C; j++) {
        colsum[j] = 0.0;
        for (i = 0; i < R; i++)
            colsum[j] += a[i][j] * (double)(i % 3 + 1);
    }
    double sy = 0, st = 0, sc = 0;
    for (i = 0; i < R; i++)
        sy += y[i] * (i % 7 + 1);
    for (j = 0; j < C; j++)
        for (i = 0; i < R; i++)
            st += t[j][i] * (double)((i + j) % 5 + 1);
    for (j = 0; j < C; j++)
        sc += colsum[j] * (j % 3 + 1);
    printf("y %.12e t %.12e colsum %.12e\n", sy, st, sc);
    printf("y[7] %.12e t[5][9] %.12e\n", y[7], t[5][9]);
    return 0;
}
