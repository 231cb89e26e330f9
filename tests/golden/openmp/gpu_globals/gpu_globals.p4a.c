#include <stdio.h>
double coef[8] = {0.5, -0.25, 0.125, 1.0, 2.0, -1.5, 0.75, 0.0625};
double gscale = 1.25;
int goffset = 7;
static double gshift;
static double x[50000], y[50000];
double grid[150][160], grid2[150][160];
struct params {
    double alpha;
    int period;
} P = {0.3, 13};

int main(void)
{
    gshift = 2.0;
    #pragma omp parallel for
    for (int i = 0; i < 50000; i++) {
        x[i] = coef[i % 8] * (i % 100) + goffset;
        y[i] = gscale * x[i] + gshift;
    }
    gshift = -3.0;
    goffset = 11;
    double alpha = P.alpha;
    int period = P.period;
    double p4a_P_alpha = P.alpha;
    int p4a_P_period = P.period;
    double sx = 0, sy = 0, sg = 0;
    #pragma omp parallel for reduction(+:sx, sy)
    for (int i = 0; i < 50000; i++) {
        x[i] = x[i] * p4a_P_alpha + p4a_P_period;
        y[i] = y[i] + gshift * coef[(i + goffset) % 8];
        sx += x[i];
        sy += y[i] * (i % 3 + 1);
    }
    #pragma omp parallel for reduction(+:sg)
    for (int i = 0; i < 150; i++) {
        for (int j = 0; j < 160; j++) {
            grid[i][j] = coef[(i + j) % 8] * i - gscale * j;
            grid2[i][j] = grid[i][j] * alpha + j % period;
            sg += grid2[i][j] * (i % 4 + 1);
        }
    }
    printf("x %.12e y %.12e grid2 %.12e\n", sx, sy, sg);
    printf("globals %.12e %d probe %.12e\n", gshift, goffset, grid2[150 - 1][160 - 1]);
    return 0;
}
