/* Running maxima and sums through pointer parameters over whole 2-D nests.
 *
 * In square_max, the inner loop runs at least once whenever it starts (i < n gives
 * n >= 1): every outer iteration reads *mx, which is kept in a local for the nest, and the
 * outer loop is a max reduction. In grid_stats, nothing proves m >= 1: *mx and *sum are
 * loaded only after a run-time test that both loops run, and the outer loop is a max and a
 * + reduction; the original nest runs otherwise. guarded_max is called with cols == 0 and
 * mx == NULL, where the original never dereferences mx: the test must keep the load from
 * happening. In lower_max, the inner loop over j < i runs no iteration when i == 0 and its
 * bound changes with i: nothing can be tested once, and the nest stays sequential. */
#include <stdio.h>
#include <stddef.h>

#define R 1200
#define C 1300
static double grid[R][C];

static void grid_stats(int n, int m, double *mx, double *sum)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            if (grid[i][j] > *mx)
                *mx = grid[i][j];
            *sum += grid[i][j];
        }
}

static void square_max(int n, double *mx)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (grid[i][j] > *mx)
                *mx = grid[i][j];
}

static void lower_max(int n, double *mx)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            if (grid[i][j] > *mx)
                *mx = grid[i][j];
}

static void guarded_max(int rows, int cols, double *mx)
{
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            if (grid[i][j] > *mx)
                *mx = grid[i][j];
}

int main(void)
{
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            grid[i][j] = ((i * 37 + j * 11) % 1009) * 0.25 - (i == 600 && j == 7 ? -500.0 : 0.0);
    double mx = -1.0, sum = 0.0, mx2 = -1.0, mx3 = -1.0, mx4 = -1.0;
    grid_stats(R, C, &mx, &sum);
    guarded_max(R, 0, NULL);
    guarded_max(R / 2, C, &mx2);
    square_max(R, &mx3);
    lower_max(R, &mx4);
    printf("%.3f %.6e %.3f %.3f %.3f\n", mx, sum, mx2, mx3, mx4);
    return 0;
}
