#include <stdio.h>
static double A[160][160], B[160][160], C[160][160];

int main(void)
{
    double alpha = 1.5, beta = 0.5;
    #pragma omp parallel for
    for (int i = 0; i < 160; i++) {
        for (int j = 0; j < 160; j++) {
            A[i][j] = (i + 2 * j) % 9 * 0.1;
            B[i][j] = (3 * i + j) % 7 * 0.2 - 0.5;
            C[i][j] = i == j;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 160; i++) {
        for (int j = 0; j < 160; j++) {
            double C_0 = beta * C[i][j];
            for (int k = 0; k < 160; k++) {
                C_0 += alpha * A[i][k] * B[k][j];
            }
            C[i][j] = C_0;
        }
    }
    double s = 0;
    for (int i = 0; i < 160; i++) {
        for (int j = 0; j < 160; j++) {
            s = s * 0.999 + C[i][j];
        }
    }
    printf("%.9e\n", s);
    return 0;
}
