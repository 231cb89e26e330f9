/* Problem sizes held in a global array whose address went to scanf once at start-up
   (NAS-style `grid_points[3]`): the loops bounded by its elements write only doubles, so
   the elements cannot change in them. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 72

int grid_points[3];
int niter;
static double u[MAXN][MAXN][MAXN], rhs[MAXN][MAXN][MAXN];

static void compute_rhs(void)
{
    for (int k = 1; k < grid_points[2] - 1; k++)
        for (int j = 1; j < grid_points[1] - 1; j++)
            for (int i = 1; i < grid_points[0] - 1; i++)
                rhs[k][j][i] = u[k][j][i + 1] + u[k][j][i - 1] + u[k][j + 1][i]
                    + u[k][j - 1][i] + u[k + 1][j][i] + u[k - 1][j][i] - 6.0 * u[k][j][i];
}

static void add(void)
{
    for (int k = 1; k < grid_points[2] - 1; k++)
        for (int j = 1; j < grid_points[1] - 1; j++)
            for (int i = 1; i < grid_points[0] - 1; i++)
                u[k][j][i] += 0.1 * rhs[k][j][i];
}

int main(void)
{
    if (scanf("%d %d %d %d", &grid_points[0], &grid_points[1], &grid_points[2], &niter) != 4)
        return 1;
    for (int d = 0; d < 3; d++)
        if (grid_points[d] < 3 || grid_points[d] > MAXN)
            return 2;
    for (int k = 0; k < grid_points[2]; k++)
        for (int j = 0; j < grid_points[1]; j++)
            for (int i = 0; i < grid_points[0]; i++)
                u[k][j][i] = (double)((i * 3 + j * 5 + k * 7) % 13) / 13.0;
    for (int it = 0; it < niter; it++) {
        compute_rhs();
        add();
    }
    double s = 0.0;
    for (int k = 0; k < grid_points[2]; k++)
        for (int j = 0; j < grid_points[1]; j++)
            for (int i = 0; i < grid_points[0]; i++)
                s += u[k][j][i];
    printf("sum %.6e probe %.6e\n", s, u[grid_points[2] / 2][grid_points[1] / 3][grid_points[0] / 4]);
    return 0;
}
