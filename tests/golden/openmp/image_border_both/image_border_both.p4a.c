#include <stdio.h>
#include <stdlib.h>

static void fill(double *img, int w, int h)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            img[y * w + x] = (double)((x * 31 + y * 17) % 97) / 7.0;
        }
    }
}

static void laplace(const double *img, double *out, int w, int h)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            if (y >= 1 && y <= h - 2 && x >= 1 && x <= w - 2) {
                out[y * w + x] = img[(y - 1) * w + x] + img[(y + 1) * w + x] + img[y * w + x - 1] + img[y * w + x + 1] - 4.0 * img[y * w + x];
            } else {
                out[y * w + x] = img[y * w + x];
            }
        }
    }
}

static void sharpen(const double *img, const double *lap, double *out, int w, int h)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            if (!(y < 1 || y > h - 2 || x < 1 || x > w - 2)) {
                out[y * w + x] = img[y * w + x] - 0.2 * lap[y * w + x] + 0.05 * (lap[(y - 1) * w + x - 1] + lap[(y + 1) * w + x + 1]);
            } else {
                out[y * w + x] = img[y * w + x];
            }
        }
    }
}

int main(void)
{
    int w = 300, h = 200;
    double *img = calloc((size_t)w * h, sizeof(double));
    double *lap = calloc((size_t)w * h, sizeof(double));
    double *out = calloc((size_t)w * h, sizeof(double));
    fill(img, w, h);
    laplace(img, lap, w, h);
    sharpen(img, lap, out, w, h);
    double s = 0.0;
    if (w * h >= 8334) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < w * h; i++) {
            s += out[i] * (double)(i % 11);
        }
    } else {
        for (int i = 0; i < w * h; i++) {
            s += out[i] * (double)(i % 11);
        }
    }
    printf("sharpened %.6f %.6f %.6f\n", s, out[w + 1], out[w * h - w - 2]);
    free(img);
    free(lap);
    free(out);
    return 0;
}
