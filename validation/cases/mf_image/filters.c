#include <math.h>
#include <stdlib.h>
#include "image.h"

void filter_box3(const image_t *src, image_t *dst)
{
    int w = src->width, h = src->height;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int sum = 0, n = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int xx = x + dx, yy = y + dy;
                    if (xx < 0 || yy < 0 || xx >= w || yy >= h)
                        continue;
                    sum += PIX(src, xx, yy);
                    n++;
                }
            PIX(dst, x, y) = (pixel_t)((sum + n / 2) / n);
        }
}

void filter_sobel(const image_t *src, image_t *dst)
{
    int w = src->width, h = src->height;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
                PIX(dst, x, y) = 0;
                continue;
            }
            int gx = -PIX(src, x - 1, y - 1) - 2 * PIX(src, x - 1, y) - PIX(src, x - 1, y + 1)
                   + PIX(src, x + 1, y - 1) + 2 * PIX(src, x + 1, y) + PIX(src, x + 1, y + 1);
            int gy = -PIX(src, x - 1, y - 1) - 2 * PIX(src, x, y - 1) - PIX(src, x + 1, y - 1)
                   + PIX(src, x - 1, y + 1) + 2 * PIX(src, x, y + 1) + PIX(src, x + 1, y + 1);
            int mag = abs(gx) + abs(gy);
            PIX(dst, x, y) = (pixel_t)(mag > 255 ? 255 : mag);
        }
}

void filter_map(image_t *img, pixel_op op, void *ctx)
{
    size_t n = (size_t)img->width * (size_t)img->height;
    for (size_t i = 0; i < n; i++)
        img->data[i] = (pixel_t)op(img->data[i], ctx);
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
    for (int y = 0; y < dst->height; y++)
        for (int x = 0; x < dst->width; x++) {
            int s = PIX(src, 2 * x, 2 * y) + PIX(src, 2 * x + 1, 2 * y) + PIX(src, 2 * x, 2 * y + 1)
                  + PIX(src, 2 * x + 1, 2 * y + 1);
            PIX(dst, x, y) = (pixel_t)(s / 4);
        }
}
