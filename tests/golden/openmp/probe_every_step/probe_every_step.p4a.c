#include <stdio.h>
static double u[512][512], w[512][512];
static double trace[25];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 512; i++) {
        for (int j = 0; j < 512; j++) {
            u[i][j] = (i * 7 + j * 3) % 11 * 0.1;
            w[i][j] = 0;
        }
    }
    #pragma omp parallel
    for (int t = 0; t < 25; t++) {
        #pragma omp for
        for (int i = 1; i < 512 - 1; i++) {
            for (int j = 1; j < 512 - 1; j++) {
                w[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
            }
        }
        #pragma omp for
        for (int i = 1; i < 512 - 1; i++) {
            for (int j = 1; j < 512 - 1; j++) {
                u[i][j] = w[i][j];
            }
        }
        #pragma omp master
        trace[t] = u[512 / 2][512 / 3];
        #pragma omp barrier
    }
    for (int t = 0; t < 25; t++) {
        printf("%d %.12e\n", t, trace[t]);
    }
    return 0;
}
