#include <stdio.h>
static double A[96][96], B[96][96];

int main(void)
{
    unsigned int seed = 1;
    for (int i = 0; i < 96; i++) {
        for (int j = 0; j < 96; j++) {
            seed = seed * 1103515245u + 12345u;
            A[i][j] = (seed >> 16) % 11 * 0.25;
            B[i][j] = 0.0;
        }
    }
    #pragma omp parallel
    for (int t = 0; t < 12; t++) {
        #pragma omp for
        for (int i = 1; i < 96 - 1; i++) {
            for (int j = 1; j < 96 - 1; j++) {
                B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
            }
        }
        #pragma omp for
        for (int i = 1; i < 96 - 1; i++) {
            for (int j = 1; j < 96 - 1; j++) {
                A[i][j] = B[i][j];
            }
        }
    }
    double s = 0;
    for (int i = 0; i < 96; i++) {
        for (int j = 0; j < 96; j++) {
            s = s * 0.999 + A[i][j];
            if ((i * 96 + j) % 1000 == 0) {
                printf("%d %d %.9f\n", i, j, A[i][j]);
            }
        }
    }
    printf("checksum %.9f\n", s);
    return 0;
}
