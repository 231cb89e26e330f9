#include <stdio.h>
static double u[400][400], v[400][400];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 400; i++) {
        for (int j = 0; j < 400; j++) {
            u[i][j] = i * j % 10 * 0.1;
        }
    }
    #pragma omp parallel
    for (int t = 0; t < 20; t++) {
        #pragma omp for
        for (int i = 1; i < 400 - 1; i++) {
            for (int j = 1; j < 400 - 1; j++) {
                v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
            }
        }
        #pragma omp for
        for (int i = 1; i < 400 - 1; i++) {
            for (int j = 1; j < 400 - 1; j++) {
                u[i][j] = 0.25 * (v[i - 1][j] + v[i + 1][j] + v[i][j - 1] + v[i][j + 1]);
            }
        }
    }
    double s = 0;
    for (int i = 0; i < 400; i++) {
        for (int j = 0; j < 400; j++) {
            s = s * 0.999 + u[i][j];
        }
    }
    printf("%.9e\n", s);
    return 0;
}
