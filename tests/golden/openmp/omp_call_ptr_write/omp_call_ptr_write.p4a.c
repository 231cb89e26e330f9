#include <stdio.h>
#include <stdlib.h>
static double a[20000], b[20000], m[4096][8], acc[4];
static int p[20000], q[20000];

static void set(double *dst, double x)
{
    *dst = x * x + 1.0;
}

static void swap_int(int *x, int *y)
{
    int t = *x;
    *x = *y;
    *y = t;
}

static void scale_row(double *row, int n, double f)
{
    int j;
    for (j = 0; j < n; j++) {
        row[j] = row[j] * f + (double)j;
    }
}

static void accumulate(double *dst, double x)
{
    *dst = *dst * 0.5 + x;
}

int main(int argc, char **argv)
{
    int rows = argc > 1 ? atoi(argv[1]) : 2000;
    if (rows < 1 || rows > 4096) {
        return 2;
    }
    int i, j;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        b[i] = (double)((i * 13 + 2) % 47) * 0.125;
        p[i] = i % 31;
        q[i] = i * 7 % 29;
    }
    #pragma omp parallel for private(j)
    for (i = 0; i < rows; i++) {
        for (j = 0; j < 8; j++) {
            m[i][j] = (double)((i + j * 3) % 11);
        }
    }
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        set(&a[i], b[i]);
    }
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        swap_int(&p[i], &q[i]);
    }
    #pragma omp parallel for
    for (i = 0; i < rows; i++) {
        scale_row(m[i], 8, 1.0 + (double)(i % 5) * 0.25);
    }
    for (i = 0; i < 20000; i++) {
        accumulate(&acc[0], b[i]);
    }
    double sa = 0, sm = 0;
    long sp = 0, sq = 0;
    #pragma omp parallel for reduction(+:sa, sp, sq)
    for (i = 0; i < 20000; i++) {
        sa += a[i];
        sp += (long)p[i] * (i % 3 + 1);
        sq += (long)q[i] * (i % 5 + 1);
    }
    #pragma omp parallel for private(j) reduction(+:sm)
    for (i = 0; i < rows; i++) {
        for (j = 0; j < 8; j++) {
            sm += m[i][j] * (double)(j + 1);
        }
    }
    printf("a %.12e m %.12e p %ld q %ld acc %.12e\n", sa, sm, sp, sq, acc[0]);
    return 0;
}
