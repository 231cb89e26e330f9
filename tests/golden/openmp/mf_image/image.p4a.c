#include <stdlib.h>
#include <string.h>
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

image_t *image_new(int width, int height)
{
    image_t *img = malloc(sizeof *img);
    img->width = width;
    img->height = height;
    img->data = calloc((size_t)width * (size_t)height, sizeof *img->data);
    return img;
}

void image_free(image_t *img)
{
    if (img) {
        free(img->data);
        free(img);
    }
}

void image_synth(image_t *img, unsigned int seed)
{
    unsigned int s = seed;
    int p4a_img_height = img->height;
    int p4a_img_width = img->width;
    pixel_t *p4a_img_data = img->data;
    for (int y = 0; y < p4a_img_height; y++) {
        for (int x = 0; x < p4a_img_width; x++) {
            s = s * 1103515245u + 12345u;
            int dx = x - p4a_img_width / 2, dy = y - p4a_img_height / 2;
            int base = dx * dx + dy * dy < p4a_img_width * p4a_img_width / 9 ? 180 : 40;
            base += (x / 8 + y / 8) % 2 * 30;
            int noise = (int)((s >> 16) % 21) - 10;
            int v = base + noise;
            p4a_img_data[(size_t)y * (size_t)p4a_img_width + (size_t)x] = (pixel_t)(v < 0 ? 0 : v > 255 ? 255 : v);
        }
    }
}

image_t *image_copy(const image_t *src)
{
    image_t *dst = image_new(src->width, src->height);
    memcpy(dst->data, src->data, (size_t)src->width * (size_t)src->height);
    return dst;
}

uint32_t image_hash(const image_t *img)
{
    uint32_t h = 2166136261u;
    size_t n = (size_t)img->width * (size_t)img->height;
    if (n >= 1) {
        pixel_t *p4a_img_data_1 = img->data;
        for (size_t i = 0; i < n; i++) {
            h ^= p4a_img_data_1[i];
            h *= 16777619u;
        }
    }
    return h;
}
