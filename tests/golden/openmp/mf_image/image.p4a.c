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
    for (int y = 0; y < img->height; y++) {
        for (int x = 0; x < img->width; x++) {
            s = s * 1103515245u + 12345u;
            int dx = x - img->width / 2, dy = y - img->height / 2;
            int base = dx * dx + dy * dy < img->width * img->width / 9 ? 180 : 40;
            base += (x / 8 + y / 8) % 2 * 30;
            int noise = (int)((s >> 16) % 21) - 10;
            int v = base + noise;
            img->data[(size_t)y * (size_t)img->width + (size_t)x] = (pixel_t)(v < 0 ? 0 : v > 255 ? 255 : v);
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
    for (size_t i = 0; i < n; i++) {
        h ^= img->data[i];
        h *= 16777619u;
    }
    return h;
}
