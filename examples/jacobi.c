/* A 2-D Jacobi relaxation with a time loop: the kind of code p4a exists for. */
#include <stdio.h>

#define N 256
#define STEPS 50

static double grid[N][N], next[N][N];

static void init(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            grid[i][j] = (i == 0 || j == 0 || i == N - 1 || j == N - 1) ? 100.0 : 0.0;
}

static void relax(int steps)
{
    for (int t = 0; t < steps; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                next[i][j] = 0.25 * (grid[i - 1][j] + grid[i + 1][j] + grid[i][j - 1] + grid[i][j + 1]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                grid[i][j] = next[i][j];
    }
}

int main(void)
{
    double sum = 0.0;
    init();
    relax(STEPS);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            sum += grid[i][j];
    printf("checksum %.6e\n", sum);
    return 0;
}
