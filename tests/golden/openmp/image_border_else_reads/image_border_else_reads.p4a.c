#include <stdio.h>
#include <stdlib.h>

static void fill(float *img, int w, int h)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            img[y * w + x] = (float)((x + 5 * y) % 64);
        }
    }
}

static void vsmooth(const float *img, float *out, int w, int h)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            if (y < 1 || y >= h - 1) {
                out[y * w + x] = img[y * w + x];
            } else {
                out[y * w + x] = 0.5f * (img[(y - 1) * w + x] + img[(y + 1) * w + x]);
            }
        }
    }
}

static void vdiff(const float *img, float *out, int w, int h)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            out[y * w + x] = y >= 1 ? img[y * w + x] - img[(y - 1) * w + x] : img[(y + 1) * w + x] - img[y * w + x];
        }
    }
}

int main(void)
{
    int w = 160, h = 120;
    float *img = malloc(sizeof(float) * w);
    img = realloc(img, sizeof(float) * w * h);
    float *smooth = malloc(sizeof(float) * w * h);
    float *diff = malloc(sizeof(float) * w * h);
    fill(img, w, h);
    vsmooth(img, smooth, w, h);
    vdiff(smooth, diff, w, h);
    double s = 0.0, t = 0.0;
    if (w * h >= 5556) {
        #pragma omp parallel for reduction(+:s, t)
        for (int i = 0; i < w * h; i++) {
            s += smooth[i] * (i % 13);
            t += diff[i] * (i % 5);
        }
    } else {
        for (int i = 0; i < w * h; i++) {
            s += smooth[i] * (i % 13);
            t += diff[i] * (i % 5);
        }
    }
    printf("smooth %.3f diff %.3f %.3f\n", s, t, diff[0]);
    free(img);
    free(smooth);
    free(diff);
    return 0;
}
