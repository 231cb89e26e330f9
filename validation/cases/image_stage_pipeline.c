/* A pipeline of functions over malloc'd images, one stage per function, repeated for a
 * few frames: blur into a scratch image, sharpen into an output image, threshold into a
 * mask; each frame's input pattern is computed into the image first and the set pixels
 * of the mask are counted at the end. Hand count (worked out first as FRAMES + 1, with
 * the fill on the host; the fill is a parallel loop, so a careful human puts it on the
 * device too): the calloc'd mask goes up once (its zero border is read by the count),
 * nothing else goes up, the count's partial sums come down once. */
#include <stdio.h>
#include <stdlib.h>

#define W 512
#define H 384
#define FRAMES 4

static void blur(int h, int w, const float *in, float *out)
{
    for (int y = 1; y < h - 1; y++)
        for (int x = 1; x < w - 1; x++)
            out[y * w + x] = (in[(y - 1) * w + x] + in[(y + 1) * w + x] + in[y * w + x - 1]
                              + in[y * w + x + 1] + 4.0f * in[y * w + x]) / 8.0f;
}

static void sharpen(int h, int w, const float *in, const float *blurred, float *out)
{
    for (int y = 1; y < h - 1; y++)
        for (int x = 1; x < w - 1; x++)
            out[y * w + x] = 2.0f * in[y * w + x] - blurred[y * w + x];
}

static void threshold(int h, int w, const float *in, unsigned char *mask, float level)
{
    for (int y = 1; y < h - 1; y++)
        for (int x = 1; x < w - 1; x++)
            mask[y * w + x] = in[y * w + x] > level;
}

int main(void)
{
    float *img = malloc(W * H * sizeof *img);
    float *tmp = malloc(W * H * sizeof *tmp);
    float *out = malloc(W * H * sizeof *out);
    unsigned char *mask = calloc(W * H, 1);
    if (!img || !tmp || !out || !mask)
        return 1;
    long count = 0;
    for (int f = 0; f < FRAMES; f++) {
        for (int i = 0; i < W * H; i++)
            img[i] = (float)((i * 7 + f * 13) % 97) / 97.0f;
        blur(H, W, img, tmp);
        sharpen(H, W, img, tmp, out);
        threshold(H, W, out, mask, 0.5f);
    }
    for (int i = 0; i < W * H; i++)
        count += mask[i];
    printf("set %ld of %d\n", count, W * H);
    free(img);
    free(tmp);
    free(out);
    free(mask);
    return 0;
}
