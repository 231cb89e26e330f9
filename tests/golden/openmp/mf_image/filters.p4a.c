#include <math.h>
#include <stdlib.h>
#include <stddef.h>
#include <stdint.h>
typedef uint8_t pixel_t;
typedef struct image {
    int width, height;
    pixel_t *data;
} image_t;
typedef int (*pixel_op)(int value, void *ctx);
image_t *image_new(int width, int height);
void image_free(image_t *img);
void image_synth(image_t *img, unsigned int seed);
image_t *image_copy(const image_t *src);
uint32_t image_hash(const image_t *img);
void filter_box3(const image_t *src, image_t *dst);
void filter_sobel(const image_t *src, image_t *dst);
void filter_map(image_t *img, pixel_op op, void *ctx);
int op_threshold(int value, void *ctx);
int op_gamma_lut(int value, void *ctx);
void filter_downsample2(const image_t *src, image_t *dst);
struct stats {
    unsigned int hist[256];
    double mean, variance;
    int min, max;
    double cx, cy;
};
struct stats image_stats(const image_t *img);
int otsu_threshold(const unsigned int hist[256], unsigned long total);

void filter_box3(const image_t *src, image_t *dst)
{
    int w = src->width, h = src->height;
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            int sum = 0, n = 0;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int xx = x + dx, yy = y + dy;
                    if (xx < 0 || yy < 0 || xx >= w || yy >= h) {
                        continue;
                    }
                    sum += src->data[(size_t)yy * (size_t)src->width + (size_t)xx];
                    n++;
                }
            }
            dst->data[(size_t)y * (size_t)dst->width + (size_t)x] = (pixel_t)((sum + n / 2) / n);
        }
    }
}

void filter_sobel(const image_t *src, image_t *dst)
{
    int w = src->width, h = src->height;
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
                dst->data[(size_t)y * (size_t)dst->width + (size_t)x] = 0;
                continue;
            }
            int gx = -src->data[(size_t)(y - 1) * (size_t)src->width + (size_t)(x - 1)] - 2 * src->data[(size_t)y * (size_t)src->width + (size_t)(x - 1)] - src->data[(size_t)(y + 1) * (size_t)src->width + (size_t)(x - 1)] + src->data[(size_t)(y - 1) * (size_t)src->width + (size_t)(x + 1)] + 2 * src->data[(size_t)y * (size_t)src->width + (size_t)(x + 1)] + src->data[(size_t)(y + 1) * (size_t)src->width + (size_t)(x + 1)];
            int gy = -src->data[(size_t)(y - 1) * (size_t)src->width + (size_t)(x - 1)] - 2 * src->data[(size_t)(y - 1) * (size_t)src->width + (size_t)x] - src->data[(size_t)(y - 1) * (size_t)src->width + (size_t)(x + 1)] + src->data[(size_t)(y + 1) * (size_t)src->width + (size_t)(x - 1)] + 2 * src->data[(size_t)(y + 1) * (size_t)src->width + (size_t)x] + src->data[(size_t)(y + 1) * (size_t)src->width + (size_t)(x + 1)];
            int mag = abs(gx) + abs(gy);
            dst->data[(size_t)y * (size_t)dst->width + (size_t)x] = (pixel_t)(mag > 255 ? 255 : mag);
        }
    }
}

void filter_map(image_t *img, pixel_op op, void *ctx)
{
    size_t n = (size_t)img->width * (size_t)img->height;
    for (size_t i = 0; i < n; i++) {
        img->data[i] = (pixel_t)op(img->data[i], ctx);
    }
}

int op_threshold(int value, void *ctx)
{
    int t = *(const int *)ctx;
    return value > t ? 255 : 0;
}

int op_gamma_lut(int value, void *ctx)
{
    const pixel_t *lut = ctx;
    return lut[value];
}

void filter_downsample2(const image_t *src, image_t *dst)
{
    for (int y = 0; y < dst->height; y++) {
        for (int x = 0; x < dst->width; x++) {
            int s = src->data[(size_t)(2 * y) * (size_t)src->width + (size_t)(2 * x)] + src->data[(size_t)(2 * y) * (size_t)src->width + (size_t)(2 * x + 1)] + src->data[(size_t)(2 * y + 1) * (size_t)src->width + (size_t)(2 * x)] + src->data[(size_t)(2 * y + 1) * (size_t)src->width + (size_t)(2 * x + 1)];
            dst->data[(size_t)y * (size_t)dst->width + (size_t)x] = (pixel_t)(s / 4);
        }
    }
}
