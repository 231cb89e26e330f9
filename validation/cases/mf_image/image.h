/* mf_image: a small grey-level image library split over several files. */
#ifndef MF_IMAGE_H
#define MF_IMAGE_H

#include <stddef.h>
#include <stdint.h>

typedef uint8_t pixel_t;

typedef struct image {
    int width, height;
    pixel_t *data;              /* row-major, width * height */
} image_t;

typedef int (*pixel_op)(int value, void *ctx);

#define PIX(img, x, y) ((img)->data[(size_t)(y) * (size_t)(img)->width + (size_t)(x)])

/* image.c */
image_t *image_new(int width, int height);
void image_free(image_t *img);
void image_synth(image_t *img, unsigned seed);
image_t *image_copy(const image_t *src);
uint32_t image_hash(const image_t *img);

/* filters.c */
void filter_box3(const image_t *src, image_t *dst);
void filter_sobel(const image_t *src, image_t *dst);
void filter_map(image_t *img, pixel_op op, void *ctx);
int op_threshold(int value, void *ctx);
int op_gamma_lut(int value, void *ctx);
void filter_downsample2(const image_t *src, image_t *dst);

/* stats.c */
struct stats {
    unsigned hist[256];
    double mean, variance;
    int min, max;
    double cx, cy;             /* intensity centroid */
};
struct stats image_stats(const image_t *img);
int otsu_threshold(const unsigned hist[256], unsigned long total);

#endif
