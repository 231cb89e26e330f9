/* Interior pointers of several kinds into kernel-launching functions: a row of a 2-D
 * array (m[i]), an element address with a run-time offset (&v[k]), a negative offset
 * from a pointer into the middle (mid - 3), and the same block passed twice at different
 * offsets. Every call's kernels read and write through them; the host reads back between
 * steps. */
#include <stdio.h>
#include <stdlib.h>
#define R 64
#define C 4096
static double m[R][C];

static void scale_row(int n, double *row, double f)
{
    for (int j = 0; j < n; j++)
        row[j] = row[j] * f + 1.0;
}

static void shift_add(int n, const double *src, double *dst)
{
    for (int i = 0; i < n; i++)
        dst[i] += 0.5 * src[i];
}

int main(int argc, char **argv)
{
    (void)argv;
    int k = 100 + argc;
    double *v = malloc(20000 * sizeof *v);
    if (!v)
        return 1;
    for (int i = 0; i < 20000; i++)
        v[i] = (i % 17) * 0.25;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            m[i][j] = (i + j) % 7;
    double *mid = v + 10000;
    for (int t = 0; t < 5; t++) {
        for (int i = 0; i < R; i += 3)
            scale_row(C, m[i], 0.5 + t);
        scale_row(5000, &v[k], 0.9);
        shift_add(4000, mid - 3, v + 2000);
        shift_add(3000, v, v + 15000);
        v[t] += m[t][t];
        m[t + 1][3] += v[k + 1];
    }
    double s = 0;
    for (int i = 0; i < 20000; i++)
        s += v[i] * (i % 5);
    for (int i = 0; i < R; i++)
        s += m[i][i % C];
    printf("%.12e\n", s);
    free(v);
    return 0;
}
