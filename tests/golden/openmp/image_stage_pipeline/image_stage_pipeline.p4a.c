#include <stdio.h>
#include <stdlib.h>

static void blur(int h, int w, const float *in, float *out)
{
    #pragma omp parallel for
    for (int y = 1; y < h - 1; y++) {
        for (int x = 1; x < w - 1; x++) {
            out[y * w + x] = (in[(y - 1) * w + x] + in[(y + 1) * w + x] + in[y * w + x - 1] + in[y * w + x + 1] + 4.0f * in[y * w + x]) / 8.0f;
        }
    }
}

static void sharpen(int h, int w, const float *in, const float *blurred, float *out)
{
    #pragma omp parallel for
    for (int y = 1; y < h - 1; y++) {
        for (int x = 1; x < w - 1; x++) {
            out[y * w + x] = 2.0f * in[y * w + x] - blurred[y * w + x];
        }
    }
}

static void threshold(int h, int w, const float *in, unsigned char *mask, float level)
{
    #pragma omp parallel for
    for (int y = 1; y < h - 1; y++) {
        for (int x = 1; x < w - 1; x++) {
            mask[y * w + x] = in[y * w + x] > level;
        }
    }
}

int main(void)
{
    float *img = malloc(512 * 384 * sizeof *img);
    float *tmp = malloc(512 * 384 * sizeof *tmp);
    float *out = malloc(512 * 384 * sizeof *out);
    unsigned char *mask = calloc(512 * 384, 1);
    if (!img || !tmp || !out || !mask) {
        return 1;
    }
    long count = 0;
    for (int f = 0; f < 4; f++) {
        #pragma omp parallel for
        for (int i = 0; i < 512 * 384; i++) {
            img[i] = (float)((i * 7 + f * 13) % 97) / 97.0f;
        }
        blur(384, 512, img, tmp);
        sharpen(384, 512, img, tmp, out);
        threshold(384, 512, out, mask, 0.5f);
    }
    #pragma omp parallel for reduction(+:count)
    for (int i = 0; i < 512 * 384; i++) {
        count += mask[i];
    }
    printf("set %ld of %d\n", count, 512 * 384);
    free(img);
    free(tmp);
    free(out);
    free(mask);
    return 0;
}
