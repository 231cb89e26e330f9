#include <stdio.h>
#include <stddef.h>
static double grid[1200][1300];

static void grid_stats(int n, int m, double *mx, double *sum)
{
    if (n >= 1 && m >= 1) {
        double p4a_mx = *mx;
        double p4a_sum = *sum;
        #pragma omp parallel for reduction(+:p4a_sum) reduction(max:p4a_mx)
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                if (grid[i][j] > p4a_mx) {
                    p4a_mx = grid[i][j];
                }
                p4a_sum += grid[i][j];
            }
        }
        *mx = p4a_mx;
        *sum = p4a_sum;
    } else {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                if (grid[i][j] > *mx) {
                    *mx = grid[i][j];
                }
                *sum += grid[i][j];
            }
        }
    }
}

static void square_max(int n, double *mx)
{
    if (n >= 1) {
        double p4a_mx_1 = *mx;
        #pragma omp parallel for reduction(max:p4a_mx_1)
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (grid[i][j] > p4a_mx_1) {
                    p4a_mx_1 = grid[i][j];
                }
            }
        }
        *mx = p4a_mx_1;
    }
}

static void lower_max(int n, double *mx)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++) {
            if (grid[i][j] > *mx) {
                *mx = grid[i][j];
            }
        }
    }
}

static void guarded_max(int rows, int cols, double *mx)
{
    if (rows >= 1 && cols >= 1) {
        double p4a_mx_2 = *mx;
        if (rows >= 8) {
            #pragma omp parallel for reduction(max:p4a_mx_2)
            for (int i = 0; i < rows; i++) {
                for (int j = 0; j < cols; j++) {
                    if (grid[i][j] > p4a_mx_2) {
                        p4a_mx_2 = grid[i][j];
                    }
                }
            }
        } else {
            for (int i = 0; i < rows; i++) {
                for (int j = 0; j < cols; j++) {
                    if (grid[i][j] > p4a_mx_2) {
                        p4a_mx_2 = grid[i][j];
                    }
                }
            }
        }
        *mx = p4a_mx_2;
    } else {
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                if (grid[i][j] > *mx) {
                    *mx = grid[i][j];
                }
            }
        }
    }
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 1200; i++) {
        for (int j = 0; j < 1300; j++) {
            grid[i][j] = (i * 37 + j * 11) % 1009 * 0.25 - (i == 600 && j == 7 ? -500.0 : 0.0);
        }
    }
    double mx = -1.0, sum = 0.0, mx2 = -1.0, mx3 = -1.0, mx4 = -1.0;
    grid_stats(1200, 1300, &mx, &sum);
    guarded_max(1200, 0, (void *)0);
    guarded_max(1200 / 2, 1300, &mx2);
    square_max(1200, &mx3);
    lower_max(1200, &mx4);
    printf("%.3f %.6e %.3f %.3f %.3f\n", mx, sum, mx2, mx3, mx4);
    return 0;
}
