/* The inner loop carries the dependence, the outer one does not: each row is
 * a recurrence along j (a[i][j] = a[i][j-1]*0.5 + b[i][j], a row prefix sum),
 * but different rows are independent, so the outer loop is parallel and the
 * inner loop stays sequential. */
#include <stdio.h>

#define R 128
#define C 160

static double a[R][C], b[R][C];
static long p[R][C];

int main(void)
{
    int i, j;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            b[i][j] = (double)((i * 11 + j * 5) % 23) * 0.125;
            p[i][j] = (i * 3 + j) % 10;
        }
    for (i = 0; i < R; i++) {
        a[i][0] = b[i][0];
        for (j = 1; j < C; j++)
            a[i][j] = a[i][j - 1] * 0.5 + b[i][j];
    }
    for (i = 0; i < R; i++)
        for (j = 1; j < C; j++)
            p[i][j] += p[i][j - 1];
    double sa = 0;
    long sp = 0;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            sa += a[i][j] * (double)(i % 3 + 1);
            sp += p[i][j] * (j % 5 + 1);
        }
    printf("a %.12e p %ld p[R-1][C-1] %ld\n", sa, sp, p[R - 1][C - 1]);
    return 0;
}
