#include <stdio.h>
static double A[320][320], B[320][320], C[320][320];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 320; i++) {
        for (int j = 0; j < 320; j++) {
            A[i][j] = (double)((i * j + 1) % 320) / 320;
            B[i][j] = (double)((i * (j + 1) + 2) % 320) / 320;
            C[i][j] = 0.0;
        }
    }
    #pragma scop
    #pragma omp parallel for
    for (int i = 0; i < 320; i++) {
        for (int j = 0; j < 320; j++) {
            C[i][j] *= 0.5;
            for (int k = 0; k < 320; k++) {
                C[i][j] += 1.5 * A[i][k] * B[k][j];
            }
        }
    }
    #pragma endscop
    #pragma GCC diagnostic push
    #pragma GCC diagnostic ignored "-Wunused-variable"
    #pragma omp parallel for
    for (int i = 0; i < 320; i++) {
        for (int j = 0; j < 320; j++) {
            A[i][j] = C[i][j] - B[j][i];
        }
    }
    #pragma GCC diagnostic pop
    double s = 0;
    #pragma GCC unroll 4
    for (int i = 0; i < 320; i++) {
        s += A[i][i] + C[i][320 - 1 - i];
    }
    printf("%.9e\n", s);
    return 0;
}
