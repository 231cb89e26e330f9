#include <stdio.h>
#include <stdlib.h>

static void fill(float *img, int w, int h)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            img[y * w + x] = (float)((x * 7 + y * 13) % 256);
        }
    }
}

static void blur(const float *img, float *out, int w, int h)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            if (y > 0 && y < h - 1) {
                out[y * w + x] = (img[(y - 1) * w + x] + img[y * w + x] + img[(y + 1) * w + x]) / 3.0f;
            } else {
                out[y * w + x] = img[y * w + x];
            }
        }
    }
}

static void threshold(const float *img, int *mask, int w, int h)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            mask[y * w + x] = img[y * w + x] > 127.0f ? 1 : 0;
        }
    }
}

int main(void)
{
    int w = 640, h = 480;
    float *img = malloc(sizeof(float) * w * h);
    float *tmp = malloc(sizeof(float) * w * h);
    int *mask = malloc(sizeof(int) * w * h);
    fill(img, w, h);
    blur(img, tmp, w, h);
    threshold(tmp, mask, w, h);
    long sum = 0;
    if (w * h >= 10000) {
        #pragma omp parallel for reduction(+:sum)
        for (int i = 0; i < w * h; i++) {
            sum += mask[i] * (i % 97);
        }
    } else {
        for (int i = 0; i < w * h; i++) {
            sum += mask[i] * (i % 97);
        }
    }
    printf("checksum %ld\n", sum);
    printf("corners %.4f %.4f %.4f\n", tmp[0], tmp[w + 1], tmp[w * h - 1]);
    free(img);
    free(tmp);
    free(mask);
    return 0;
}
