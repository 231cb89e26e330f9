#include <math.h>
#include <stdio.h>
static float img[300][320], mag[300][320];
static const int kx[3][3] = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
static const int ky[3][3] = {{-1, -2, -1}, {0, 0, 0}, {1, 2, 1}};

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 320; j++) {
            img[i][j] = (float)((i / 8 + j / 8) % 2) + 0.01f * (i % 5);
        }
    }
    float gx[300][320], gy[300][320];
    #pragma omp parallel for
    for (int i = 1; i < 300 - 1; i++) {
        for (int j = 1; j < 320 - 1; j++) {
            {
                float a = 0;
                {
                    a += ky[0][0] * img[i - 1][j - 1];
                    a += ky[0][1] * img[i - 1][j + 1 - 1];
                    a += ky[0][2] * img[i - 1][j + 2 - 1];
                    a += ky[1][0] * img[i + 1 - 1][j - 1];
                    a += ky[1][1] * img[i + 1 - 1][j + 1 - 1];
                    a += ky[1][2] * img[i + 1 - 1][j + 2 - 1];
                    a += ky[2][0] * img[i + 2 - 1][j - 1];
                    a += ky[2][1] * img[i + 2 - 1][j + 1 - 1];
                    a += ky[2][2] * img[i + 2 - 1][j + 2 - 1];
                }
                gy[i][j] = a;
            }
            {
                float a = 0;
                {
                    a += kx[0][0] * img[i - 1][j - 1];
                    a += kx[0][1] * img[i - 1][j + 1 - 1];
                    a += kx[0][2] * img[i - 1][j + 2 - 1];
                    a += kx[1][0] * img[i + 1 - 1][j - 1];
                    a += kx[1][1] * img[i + 1 - 1][j + 1 - 1];
                    a += kx[1][2] * img[i + 1 - 1][j + 2 - 1];
                    a += kx[2][0] * img[i + 2 - 1][j - 1];
                    a += kx[2][1] * img[i + 2 - 1][j + 1 - 1];
                    a += kx[2][2] * img[i + 2 - 1][j + 2 - 1];
                }
                gx[i][j] = a;
            }
            mag[i][j] = sqrtf(gx[i][j] * gx[i][j] + gy[i][j] * gy[i][j]);
        }
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 320; j++) {
            s += mag[i][j];
        }
    }
    printf("%.4e\n", s);
    return 0;
}
