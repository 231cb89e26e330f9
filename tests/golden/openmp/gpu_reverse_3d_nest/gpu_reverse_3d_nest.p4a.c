#include <stdio.h>
static double u[40][50][60], v[40][50][60];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j < 50; j++) {
            for (int k = 0; k < 60; k++) {
                u[i][j][k] = (i * 3 + j * 5 + k * 7) % 13;
            }
        }
    }
    #pragma omp parallel for
    for (int k = 1; k < 60 - 1; k++) {
        for (int j = 0; j < 50; j++) {
            for (int i = 2; i < 40; i += 2) {
                v[i][j][k] = u[i][j][k - 1] + u[i][j][k + 1] - 0.5 * u[i - 1][j][k];
            }
        }
    }
    double s = 0;
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j < 50; j++) {
            for (int k = 0; k < 60; k++) {
                s = s * 0.75 + v[i][j][k];
            }
        }
    }
    printf("%.10f %.4f\n", s, v[40 / 2][50 / 3][60 / 4]);
    return 0;
}
