#include <stdio.h>
static double a[256][256], b[256][256], c[256][256];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 256; i++) {
        for (int j = 0; j < 256; j++) {
            b[i][j] = (i ^ j) % 16 * 0.0625;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 256; i++) {
        for (int j = 0; j < 256; j++) {
            a[i][j] = b[j][i] * 2;
            c[i][j] = a[i][j] + j * 0.001;
        }
    }
    double s = 0;
    for (int i = 0; i < 256; i++) {
        for (int j = 0; j < 256; j++) {
            s = s * 0.999 + c[i][j];
        }
    }
    printf("%.9e\n", s);
    return 0;
}
