#include <stdlib.h>
#include <string.h>
#include "image.h"

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

void image_synth(image_t *img, unsigned seed)
{
    unsigned s = seed;
    for (int y = 0; y < img->height; y++)
        for (int x = 0; x < img->width; x++) {
            s = s * 1103515245u + 12345u;
            int dx = x - img->width / 2, dy = y - img->height / 2;
            int base = dx * dx + dy * dy < (img->width * img->width) / 9 ? 180 : 40;
            base += ((x / 8 + y / 8) % 2) * 30;
            int noise = (int)((s >> 16) % 21) - 10;
            int v = base + noise;
            PIX(img, x, y) = (pixel_t)(v < 0 ? 0 : v > 255 ? 255 : v);
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
