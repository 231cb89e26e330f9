/* The shape of a transform over the planes of a grid: each plane is copied into a
 * scratch buffer by a parallel loop, transformed in place by a sequential recurrence,
 * and copied back by a parallel loop. */
#include <stdio.h>

#define P 400
#define L 4096

static double grid[P][L], scratch[L];

static void recur(double *x, int n)
{
    for (int k = 1; k < n; k++)
        x[k] = 0.5 * x[k] + 0.5 * x[k - 1];
}

int main(void)
{
    for (int p = 0; p < P; p++)
        for (int e = 0; e < L; e++)
            grid[p][e] = (double) ((p * 7 + e) % 23);
    for (int rep = 0; rep < 6; rep++)
        for (int p = 0; p < P; p++) {
            for (int e = 0; e < L; e++)
                scratch[e] = grid[p][e] * 0.5 + 1.0;
            recur(scratch, L);
            for (int e = 0; e < L; e++)
                grid[p][e] = scratch[e] - 1.0;
        }
    double cs = 0.0;
    for (int p = 0; p < P; p++)
        for (int e = 0; e < L; e++)
            cs += grid[p][e] * ((p + e) % 5 + 1);
    printf("%.9e\n", cs);
    return 0;
}
