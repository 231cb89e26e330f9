/* Global arrays and global scalars read in kernels: a global coefficient table,
 * global scalars (double, int, and a static one changed by the host between
 * launches), a global 2-D array written by one kernel and read by the next,
 * a global struct's fields copied to locals before the loop and read
 * directly in a loop body. */
#include <stdio.h>

#define N 50000
#define R 150
#define C 160

double coef[8] = {0.5, -0.25, 0.125, 1.0, 2.0, -1.5, 0.75, 0.0625};
double gscale = 1.25;
int goffset = 7;
static double gshift;
static double x[N], y[N];
double grid[R][C], grid2[R][C];
struct params {
    double alpha;
    int period;
} P = {0.3, 13};

int main(void)
{
    for (int i = 0; i < N; i++)
        x[i] = coef[i % 8] * (i % 100) + goffset;
    gshift = 2.0;
    for (int i = 0; i < N; i++)
        y[i] = gscale * x[i] + gshift;
    gshift = -3.0;
    goffset = 11;
    for (int i = 0; i < N; i++)
        y[i] = y[i] + gshift * coef[(i + goffset) % 8];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            grid[i][j] = coef[(i + j) % 8] * i - gscale * j;
    double alpha = P.alpha;
    int period = P.period;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            grid2[i][j] = grid[i][j] * alpha + (j % period);
    for (int i = 0; i < N; i++)
        x[i] = x[i] * P.alpha + P.period;
    double sx = 0, sy = 0, sg = 0;
    for (int i = 0; i < N; i++) {
        sx += x[i];
        sy += y[i] * (i % 3 + 1);
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            sg += grid2[i][j] * (i % 4 + 1);
    printf("x %.12e y %.12e grid2 %.12e\n", sx, sy, sg);
    printf("globals %.12e %d probe %.12e\n", gshift, goffset, grid2[R - 1][C - 1]);
    return 0;
}
