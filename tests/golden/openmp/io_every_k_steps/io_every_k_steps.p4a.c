#include <stdio.h>
static double u[384][384], w[384][384];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 384; i++) {
        for (int j = 0; j < 384; j++) {
            u[i][j] = (i / 16 + j / 16) % 2 ? 1.0 : 0.0;
        }
    }
    #pragma omp parallel
    for (int t = 1; t <= 40; t++) {
        #pragma omp for
        for (int i = 1; i < 384 - 1; i++) {
            for (int j = 1; j < 384 - 1; j++) {
                w[i][j] = u[i][j] + 0.2 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]);
            }
        }
        #pragma omp for
        for (int i = 1; i < 384 - 1; i++) {
            for (int j = 1; j < 384 - 1; j++) {
                u[i][j] = w[i][j];
            }
        }
        #pragma omp master
        if (t % 10 == 0) {
            double row = 0.0;
            for (int j = 0; j < 384; j++) {
                row += u[384 / 2][j];
            }
            printf("step %d probe %.10f row %.10f\n", t, u[384 / 2][384 / 3], row);
        }
        #pragma omp barrier
    }
    double total = 0.0;
    #pragma omp parallel for reduction(+:total)
    for (int i = 0; i < 384; i++) {
        for (int j = 0; j < 384; j++) {
            total += u[i][j];
        }
    }
    printf("total %.10e\n", total);
    return 0;
}
