#include <stdio.h>
static double u[96][80], un[96][80];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 96; i++) {
        for (int j = 0; j < 80; j++) {
            u[i][j] = 0.0;
            if (i == 0) {
                u[i][j] = 100.0;
            }
            if (j == 80 - 1) {
                u[i][j] = 50.0;
            }
            un[i][j] = u[i][j];
        }
    }
    const double c = 0.2;
    #pragma omp parallel
    for (int t = 0; t < 60; t++) {
        #pragma omp for
        for (int i = 1; i < 96 - 1; i++) {
            for (int j = 1; j < 80 - 1; j++) {
                un[i][j] = u[i][j] + c * (u[i + 1][j] + u[i - 1][j] + u[i][j + 1] + u[i][j - 1] - 4.0 * u[i][j]);
            }
        }
        #pragma omp for
        for (int i = 1; i < 96 - 1; i++) {
            for (int j = 1; j < 80 - 1; j++) {
                u[i][j] = un[i][j];
            }
        }
    }
    double s1 = 0;
    for (int i = 0; i < 96; i++) {
        for (int j = 0; j < 80; j++) {
            s1 += u[i][j];
        }
    }
    printf("5-point %.12e center %.12e\n", s1, u[96 / 2][80 / 2]);
    #pragma omp parallel
    for (int t = 0; t < 60; t++) {
        #pragma omp for
        for (int i = 1; i < 96 - 1; i++) {
            for (int j = 1; j < 80 - 1; j++) {
                double src = i == 96 / 2 && j == 80 / 2 ? 1.0 : 0.0;
                un[i][j] = 0.5 * u[i][j] + 0.1 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]) + 0.025 * (u[i - 1][j - 1] + u[i - 1][j + 1] + u[i + 1][j - 1] + u[i + 1][j + 1]) + src;
            }
        }
        #pragma omp for
        for (int i = 1; i < 96 - 1; i++) {
            for (int j = 1; j < 80 - 1; j++) {
                u[i][j] = un[i][j];
            }
        }
    }
    double s2 = 0, mx = 0;
    for (int i = 0; i < 96; i++) {
        for (int j = 0; j < 80; j++) {
            s2 += u[i][j];
            if (i > 0 && i < 96 - 1 && j > 0 && j < 80 - 1 && u[i][j] > mx) {
                mx = u[i][j];
            }
        }
    }
    printf("9-point %.12e max %.12e\n", s2, mx);
    return 0;
}
