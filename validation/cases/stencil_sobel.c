/* Sobel: two 3x3 masks unrolled, the two gradient nests fuse with the magnitude
 * nest that reads them, and the gradient temporaries become scalars. */
#include <math.h>
#include <stdio.h>
#define H 300
#define W 320
static float img[H][W], mag[H][W];
static const int kx[3][3] = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
static const int ky[3][3] = {{-1, -2, -1}, {0, 0, 0}, {1, 2, 1}};
int main(void)
{
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++)
            img[i][j] = (float)(((i / 8) + (j / 8)) % 2) + 0.01f * (i % 5);
    float gx[H][W], gy[H][W];
    for (int i = 1; i < H - 1; i++)
        for (int j = 1; j < W - 1; j++) {
            float a = 0;
            for (int di = 0; di < 3; di++)
                for (int dj = 0; dj < 3; dj++)
                    a += kx[di][dj] * img[i + di - 1][j + dj - 1];
            gx[i][j] = a;
        }
    for (int i = 1; i < H - 1; i++)
        for (int j = 1; j < W - 1; j++) {
            float a = 0;
            for (int di = 0; di < 3; di++)
                for (int dj = 0; dj < 3; dj++)
                    a += ky[di][dj] * img[i + di - 1][j + dj - 1];
            gy[i][j] = a;
        }
    for (int i = 1; i < H - 1; i++)
        for (int j = 1; j < W - 1; j++)
            mag[i][j] = sqrtf(gx[i][j] * gx[i][j] + gy[i][j] * gy[i][j]);
    double s = 0;
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++)
            s += mag[i][j];
    printf("%.4e\n", s);
    return 0;
}
