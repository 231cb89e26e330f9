#include <stdio.h>
static float A[120][131], B[131][120], C[120][120];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 120; i++) {
        for (int k = 0; k < 131; k++) {
            A[i][k] = (i + k) % 5 * 0.5f;
        }
    }
    #pragma omp parallel for
    for (int k = 0; k < 131; k++) {
        for (int j = 0; j < 120; j++) {
            B[k][j] = k * j % 3 - 1.0f;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 120; i++) {
        for (int j = 0; j < 120; j++) {
            float acc = 0;
            for (int k = 0; k < 131; k++) {
                acc += A[i][k] * B[k][j];
            }
            C[i][j] = acc;
        }
    }
    double s = 0;
    for (int i = 0; i < 120; i++) {
        for (int j = 0; j < 120; j++) {
            s = s * 0.999 + C[i][j];
        }
    }
    printf("%.6e\n", s);
    return 0;
}
