/* A program long enough for the slowdown check to measure it, whose hot nest holds tiny
   loops (a 3x3 mask): p4a must not start threads per pixel. The image loops are proved
   parallel only with the call-site aliasing proof (in and out are distinct arrays at
   every call); the mask loops stay inside them. */
#include <stdio.h>

#define H 1400
#define W 1400

static unsigned char img[H][W], tmp[H][W];

static void blur(int h, int w, unsigned char in[h][w], unsigned char out[h][w])
{
    for (int i = 1; i < h - 1; i++)
        for (int j = 1; j < w - 1; j++) {
            int acc = 8;
            for (int di = -1; di <= 1; di++)
                for (int dj = -1; dj <= 1; dj++)
                    acc += in[i + di][j + dj];
            out[i][j] = (unsigned char)(acc / 9);
        }
}

int main(void)
{
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++)
            img[i][j] = (unsigned char)((i * 31 + j * 17 + (i * j) % 7) & 255);
    for (int r = 0; r < 20; r++) {
        blur(H, W, img, tmp);
        blur(H, W, tmp, img);
    }
    long sum = 0;
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++)
            sum += img[i][j] * (long)((i ^ j) & 7);
    printf("%ld %d %d\n", sum, img[H / 2][W / 2], tmp[7][9]);
    return 0;
}
