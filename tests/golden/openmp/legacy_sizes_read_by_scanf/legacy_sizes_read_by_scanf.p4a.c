#include <stdio.h>
#include <stdlib.h>
int grid_points[3];
int niter;
static double u[72][72][72], rhs[72][72][72];

static void compute_rhs(void)
{
    int p4a_grid_points_2 = grid_points[2];
    int p4a_grid_points_1 = grid_points[1];
    int p4a_grid_points_0 = grid_points[0];
    for (int k = 1; k < p4a_grid_points_2 - 1; k++) {
        for (int j = 1; j < p4a_grid_points_1 - 1; j++) {
            for (int i = 1; i < p4a_grid_points_0 - 1; i++) {
                rhs[k][j][i] = u[k][j][i + 1] + u[k][j][i - 1] + u[k][j + 1][i] + u[k][j - 1][i] + u[k + 1][j][i] + u[k - 1][j][i] - 6.0 * u[k][j][i];
            }
        }
    }
}

static void add(void)
{
    int p4a_grid_points_2_1 = grid_points[2];
    int p4a_grid_points_1_1 = grid_points[1];
    int p4a_grid_points_0_1 = grid_points[0];
    for (int k = 1; k < p4a_grid_points_2_1 - 1; k++) {
        for (int j = 1; j < p4a_grid_points_1_1 - 1; j++) {
            for (int i = 1; i < p4a_grid_points_0_1 - 1; i++) {
                u[k][j][i] += 0.1 * rhs[k][j][i];
            }
        }
    }
}

int main(void)
{
    if (scanf("%d %d %d %d", &grid_points[0], &grid_points[1], &grid_points[2], &niter) != 4) {
        return 1;
    }
    for (int d = 0; d < 3; d++) {
        if (grid_points[d] < 3 || grid_points[d] > 72) {
            return 2;
        }
    }
    int p4a_grid_points_2_2 = grid_points[2];
    int p4a_grid_points_1_2 = grid_points[1];
    int p4a_grid_points_0_2 = grid_points[0];
    if (p4a_grid_points_2_2 >= 8) {
        #pragma omp parallel for
        for (int k = 0; k < p4a_grid_points_2_2; k++) {
            for (int j = 0; j < p4a_grid_points_1_2; j++) {
                for (int i = 0; i < p4a_grid_points_0_2; i++) {
                    u[k][j][i] = (double)((i * 3 + j * 5 + k * 7) % 13) / 13.0;
                }
            }
        }
    } else {
        for (int k = 0; k < p4a_grid_points_2_2; k++) {
            for (int j = 0; j < p4a_grid_points_1_2; j++) {
                for (int i = 0; i < p4a_grid_points_0_2; i++) {
                    u[k][j][i] = (double)((i * 3 + j * 5 + k * 7) % 13) / 13.0;
                }
            }
        }
    }
    for (int it = 0; it < niter; it++) {
        compute_rhs();
        add();
    }
    double s = 0.0;
    int p4a_grid_points_2_3 = grid_points[2];
    int p4a_grid_points_1_3 = grid_points[1];
    int p4a_grid_points_0_3 = grid_points[0];
    if (p4a_grid_points_2_3 >= 8) {
        #pragma omp parallel for reduction(+:s)
        for (int k = 0; k < p4a_grid_points_2_3; k++) {
            for (int j = 0; j < p4a_grid_points_1_3; j++) {
                for (int i = 0; i < p4a_grid_points_0_3; i++) {
                    s += u[k][j][i];
                }
            }
        }
    } else {
        for (int k = 0; k < p4a_grid_points_2_3; k++) {
            for (int j = 0; j < p4a_grid_points_1_3; j++) {
                for (int i = 0; i < p4a_grid_points_0_3; i++) {
                    s += u[k][j][i];
                }
            }
        }
    }
    printf("sum %.6e probe %.6e\n", s,
        u[grid_points[2] / 2][grid_points[1] / 3][grid_points[0] / 4]);
    return 0;
}
