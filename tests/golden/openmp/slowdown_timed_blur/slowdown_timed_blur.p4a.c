#include <stdio.h>
static unsigned char img[1400][1400], tmp[1400][1400];

static void blur(int h, int w, unsigned char in[h][w], unsigned char out[h][w])
{
    #pragma omp parallel for
    for (int i = 1; i < h - 1; i++) {
        for (int j = 1; j < w - 1; j++) {
            int acc = 8;
            {
                acc += in[i - 1][j - 1];
                acc += in[i - 1][j];
                acc += in[i - 1][j + 1];
                acc += in[i][j - 1];
                acc += in[i][j];
                acc += in[i][j + 1];
                acc += in[i + 1][j - 1];
                acc += in[i + 1][j];
                acc += in[i + 1][j + 1];
            }
            out[i][j] = (unsigned char)(acc / 9);
        }
    }
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 1400; i++) {
        for (int j = 0; j < 1400; j++) {
            img[i][j] = (unsigned char)((i * 31 + j * 17 + i * j % 7) & 255);
        }
    }
    for (int r = 0; r < 20; r++) {
        blur(1400, 1400, img, tmp);
        blur(1400, 1400, tmp, img);
    }
    long sum = 0;
    #pragma omp parallel for reduction(+:sum)
    for (int i = 0; i < 1400; i++) {
        for (int j = 0; j < 1400; j++) {
            sum += img[i][j] * (long)((i ^ j) & 7);
        }
    }
    printf("%ld %d %d\n", sum, img[1400 / 2][1400 / 2], tmp[7][9]);
    return 0;
}
