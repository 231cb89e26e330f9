#include <stdio.h>
static double A[64][80], B[80][72], C[72][56], D[64][56], tmp[64][72];

int main(void)
{
    double alpha = 1.5, beta = 1.2;
    unsigned int seed = 29;
    for (int i = 0; i < 64; i++) {
        for (int k = 0; k < 80; k++) {
            seed = seed * 1103515245u + 12345u;
            A[i][k] = (seed >> 16) % 13 / 13.0;
        }
    }
    for (int k = 0; k < 80; k++) {
        for (int j = 0; j < 72; j++) {
            seed = seed * 1103515245u + 12345u;
            B[k][j] = (seed >> 16) % 11 / 11.0;
        }
    }
    for (int j = 0; j < 72; j++) {
        for (int l = 0; l < 56; l++) {
            seed = seed * 1103515245u + 12345u;
            C[j][l] = (seed >> 16) % 7 / 7.0;
        }
    }
    for (int i = 0; i < 64; i++) {
        for (int l = 0; l < 56; l++) {
            seed = seed * 1103515245u + 12345u;
            D[i][l] = (seed >> 16) % 5 / 5.0;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 64; i++) {
        for (int j = 0; j < 72; j++) {
            double s = 0;
            for (int k = 0; k < 80; k++) {
                s += alpha * A[i][k] * B[k][j];
            }
            tmp[i][j] = s;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 64; i++) {
        for (int l = 0; l < 56; l++) {
            double s = D[i][l] * beta;
            for (int j = 0; j < 72; j++) {
                s += tmp[i][j] * C[j][l];
            }
            D[i][l] = s;
        }
    }
    double sum = 0;
    for (int i = 0; i < 64; i++) {
        for (int l = 0; l < 56; l++) {
            sum = sum * 0.999 + D[i][l];
        }
    }
    printf("%.9e %.9e\n", sum, D[64 - 1][56 - 1]);
    return 0;
}
