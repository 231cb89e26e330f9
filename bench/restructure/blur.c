/* Benchmark: a 5x5 Gaussian-like blur repeated over an image, the mask in a table. */
#include <stdio.h>
#ifndef H
#define H 2000
#endif
#ifndef W
#define W 2000
#endif
#ifndef R
#define R 4
#endif
static float img[H][W], out[H][W];
static const float mask[5][5] = {{1, 4, 6, 4, 1}, {4, 16, 24, 16, 4}, {6, 24, 36, 24, 6}, {4, 16, 24, 16, 4}, {1, 4, 6, 4, 1}};
int main(void)
{
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++)
            img[i][j] = (float)((i * 7 + j * 13) % 256);
    for (int r = 0; r < R; r++) {
        for (int i = 2; i < H - 2; i++)
            for (int j = 2; j < W - 2; j++) {
                float acc = 0;
                for (int di = 0; di < 5; di++)
                    for (int dj = 0; dj < 5; dj++)
                        acc += mask[di][dj] * img[i + di - 2][j + dj - 2];
                out[i][j] = acc / 256.0f;
            }
        for (int i = 2; i < H - 2; i++)
            for (int j = 2; j < W - 2; j++)
                img[i][j] = out[i][j];
    }
    double s = 0;
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++)
            s += img[i][j];
    printf("%.6e\n", s);
    return 0;
}
