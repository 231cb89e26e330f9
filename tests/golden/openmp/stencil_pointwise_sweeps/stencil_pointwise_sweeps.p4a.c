#include <stdio.h>
static double u[300][300], un[300][300], src[300][300];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 300; j++) {
            u[i][j] = (i + 3 * j) % 7 * 0.2;
            src[i][j] = i * j % 5 * 0.01;
        }
    }
    #pragma omp parallel
    for (int t = 0; t < 15; t++) {
        #pragma omp for
        for (int i = 1; i < 300 - 1; i++) {
            for (int j = 1; j < 300 - 1; j++) {
                un[i][j] = u[i][j] + 0.1 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j]);
                un[i][j] = un[i][j] + src[i][j];
            }
        }
        #pragma omp for
        for (int i = 1; i < 300 - 1; i++) {
            for (int j = 1; j < 300 - 1; j++) {
                u[i][j] = 0.99 * un[i][j];
            }
        }
    }
    double s = 0;
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 300; j++) {
            s = s * 0.999 + u[i][j];
        }
    }
    printf("%.9e\n", s);
    return 0;
}
