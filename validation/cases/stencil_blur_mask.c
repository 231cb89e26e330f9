/* A 3x3 blur with its mask in a constant table: the two mask loops are unrolled
 * whole, leaving one straight-line body per pixel in the parallel nest. */
#include <stdio.h>
#define H 500
#define W 400
static unsigned char img[H][W], out[H][W];
static const int mask[3][3] = {{1, 2, 1}, {2, 4, 2}, {1, 2, 1}};
int main(void)
{
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++)
            img[i][j] = (unsigned char)((i * 7 + j * 13) % 256);
    for (int i = 1; i < H - 1; i++)
        for (int j = 1; j < W - 1; j++) {
            int acc = 8;
            for (int di = -1; di <= 1; di++)
                for (int dj = -1; dj <= 1; dj++)
                    acc += mask[di + 1][dj + 1] * img[i + di][j + dj];
            out[i][j] = (unsigned char)(acc >> 4);
        }
    long s = 0;
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++)
            s += out[i][j] * (j % 3 + 1);
    printf("%ld\n", s);
    return 0;
}
