#include <stdio.h>
static double u[1100][1100], v[1100][1100];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 1100; i++) {
        for (int j = 0; j < 1100; j++) {
            u[i][j] = i == 1100 / 2 && j == 1100 / 2 ? 1000.0 : (double)((i * 13 + j * 7) % 17) / 17.0;
        }
    }
    #pragma omp parallel
    for (int t = 0; t < 80; t++) {
        #pragma omp for
        for (int i = 1; i < 1100 - 1; i++) {
            for (int j = 1; j < 1100 - 1; j++) {
                v[i][j] = u[i][j] + 0.2 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j]);
            }
        }
        #pragma omp for
        for (int i = 1; i < 1100 - 1; i++) {
            for (int j = 1; j < 1100 - 1; j++) {
                u[i][j] = v[i][j];
            }
        }
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 1100; i++) {
        for (int j = 0; j < 1100; j++) {
            s += u[i][j] * ((i + j) % 3 + 1);
        }
    }
    printf("%.10e %.10e\n", s, u[1100 / 2][1100 / 2]);
    return 0;
}
