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
    if (h >= 1) {
        pixel_t *p4a_dst_data = dst->data;
        int p4a_dst_width = dst->width;
        pixel_t *p4a_src_data = src->data;
        int p4a_src_width = src->width;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int sum = 0, n = 0;
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int xx = x + dx, yy = y + dy;
                        if (xx < 0 || yy < 0 || xx >= w || yy >= h) {
                            continue;
                        }
                        sum += p4a_src_data[(size_t)yy * (size_t)p4a_src_width + (size_t)xx];
                        n++;
                    }
                }
                p4a_dst_data[(size_t)y * (size_t)p4a_dst_width + (size_t)x] = (pixel_t)((sum + n / 2) / n);
            }
        }
    }
}

void filter_sobel(const image_t *src, image_t *dst)
{
    int w = src->width, h = src->height;
    if (h >= 1) {
        pixel_t *p4a_dst_data_1 = dst->data;
        int p4a_dst_width_1 = dst->width;
        pixel_t *p4a_src_data_1 = src->data;
        int p4a_src_width_1 = src->width;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
                    p4a_dst_data_1[(size_t)y * (size_t)p4a_dst_width_1 + (size_t)x] = 0;
                    continue;
                }
                int gx = -p4a_src_data_1[(size_t)(y - 1) * (size_t)p4a_src_width_1 + (size_t)(x - 1)] - 2 * p4a_src_data_1[(size_t)y * (size_t)p4a_src_width_1 + (size_t)(x - 1)] - p4a_src_data_1[(size_t)(y + 1) * (size_t)p4a_src_width_1 + (size_t)(x - 1)] + p4a_src_data_1[(size_t)(y - 1) * (size_t)p4a_src_width_1 + (size_t)(x + 1)] + 2 * p4a_src_data_1[(size_t)y * (size_t)p4a_src_width_1 + (size_t)(x + 1)] + p4a_src_data_1[(size_t)(y + 1) * (size_t)p4a_src_width_1 + (size_t)(x + 1)];
                int gy = -p4a_src_data_1[(size_t)(y - 1) * (size_t)p4a_src_width_1 + (size_t)(x - 1)] - 2 * p4a_src_data_1[(size_t)(y - 1) * (size_t)p4a_src_width_1 + (size_t)x] - p4a_src_data_1[(size_t)(y - 1) * (size_t)p4a_src_width_1 + (size_t)(x + 1)] + p4a_src_data_1[(size_t)(y + 1) * (size_t)p4a_src_width_1 + (size_t)(x - 1)] + 2 * p4a_src_data_1[(size_t)(y + 1) * (size_t)p4a_src_width_1 + (size_t)x] + p4a_src_data_1[(size_t)(y + 1) * (size_t)p4a_src_width_1 + (size_t)(x + 1)];
                int mag = abs(gx) + abs(gy);
                p4a_dst_data_1[(size_t)y * (size_t)p4a_dst_width_1 + (size_t)x] = (pixel_t)(mag > 255 ? 255 : mag);
            }
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
    int p4a_dst_height = dst->height;
    int p4a_dst_width_2 = dst->width;
    pixel_t *p4a_dst_data_2 = dst->data;
    for (int y = 0; y < p4a_dst_height; y++) {
        for (int x = 0; x < p4a_dst_width_2; x++) {
            int s = src->data[(size_t)(2 * y) * (size_t)src->width + (size_t)(2 * x)] + src->data[(size_t)(2 * y) * (size_t)src->width + (size_t)(2 * x + 1)] + src->data[(size_t)(2 * y + 1) * (size_t)src->width + (size_t)(2 * x)] + src->data[(size_t)(2 * y + 1) * (size_t)src->width + (size_t)(2 * x + 1)];
            p4a_dst_data_2[(size_t)y * (size_t)p4a_dst_width_2 + (size_t)x] = (pixel_t)(s / 4);
        }
    }
}
