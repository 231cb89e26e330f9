/* Calls that write only the element of the current iteration through a pointer
 * argument: set(&a[i], v), swap(&p[i], &q[i]), and scale_row(m[i], C, f) on a
 * row of a 2-D array (the row count comes from argv, default 2000). These
 * loops are parallel. A call that writes through a pointer to a fixed element
 * (&acc[0]) from every iteration makes its loop sequential. */
#include <stdio.h>
#include <stdlib.h>

#define N 20000
#define MAXR 4096
#define C 8

static double a[N], b[N], m[MAXR][C], acc[4];
static int p[N], q[N];

static void set(double *dst, double x) { *dst = x * x + 1.0; }

static void swap_int(int *x, int *y)
{
    int t = *x;
    *x = *y;
    *y = t;
}

static void scale_row(double *row, int n, double f)
{
    int j;
    for (j = 0; j < n; j++)
        row[j] = row[j] * f + (double)j;
}

static void accumulate(double *dst, double x) { *dst = *dst * 0.5 + x; }

int main(int argc, char **argv)
{
    int rows = argc > 1 ? atoi(argv[1]) : 2000;
    if (rows < 1 || rows > MAXR)
        return 2;
    int i, j;
    for (i = 0; i < N; i++) {
        b[i] = (double)((i * 13 + 2) % 47) * 0.125;
        p[i] = i % 31;
        q[i] = (i * 7) % 29;
    }
    for (i = 0; i < rows; i++)
        for (j = 0; j < C; j++)
            m[i][j] = (double)((i + j * 3) % 11);
    for (i = 0; i < N; i++)
        set(&a[i], b[i]);
    for (i = 0; i < N; i++)
        swap_int(&p[i], &q[i]);
    for (i = 0; i < rows; i++)
        scale_row(m[i], C, 1.0 + (double)(i % 5) * 0.25);
    for (i = 0; i < N; i++)
        accumulate(&acc[0], b[i]);
    double sa = 0, sm = 0;
    long sp = 0, sq = 0;
    for (i = 0; i < N; i++) {
        sa += a[i];
        sp += (long)p[i] * (i % 3 + 1);
        sq += (long)q[i] * (i % 5 + 1);
    }
    for (i = 0; i < rows; i++)
        for (j = 0; j < C; j++)
            sm += m[i][j] * (double)(j + 1);
    printf("a %.12e m %.12e p %ld q %ld acc %.12e\n", sa, sm, sp, sq, acc[0]);
    return 0;
}
