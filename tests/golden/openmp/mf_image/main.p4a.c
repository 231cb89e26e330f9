#include <math.h>
#include <stdio.h>
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

static void report(const char *name, const image_t *img)
{
    struct stats st = image_stats(img);
    printf("%-10s %3dx%-3d hash %08x mean %.6f var %.6f min %d max %d centroid %.4f %.4f\n", name,
        img->width, img->height, (unsigned int)image_hash(img), st.mean, st.variance, st.min,
        st.max, st.cx, st.cy);
}

int main(void)
{
    image_t *src = image_new(160, 120);
    image_synth(src, 2024u);
    report("source", src);
    image_t *blur = image_new(src->width, src->height);
    filter_box3(src, blur);
    report("box3", blur);
    image_t *edges = image_new(src->width, src->height);
    filter_sobel(blur, edges);
    report("sobel", edges);
    struct stats st = image_stats(blur);
    int thr = otsu_threshold(st.hist, (unsigned long)blur->width * blur->height);
    image_t *bin = image_copy(blur);
    filter_map(bin, op_threshold, &thr);
    printf("otsu threshold %d\n", thr);
    report("binary", bin);
    pixel_t lut[256];
    for (int i = 0; i < 256; i++) {
        lut[i] = (pixel_t)lround(255.0 * pow(i / 255.0, 0.5));
    }
    image_t *g = image_copy(src);
    filter_map(g, op_gamma_lut, lut);
    report("gamma", g);
    image_t *half = image_new(src->width / 2, src->height / 2);
    filter_downsample2(src, half);
    report("half", half);
    image_free(src);
    image_free(blur);
    image_free(edges);
    image_free(bin);
    image_free(g);
    image_free(half);
    return 0;
}
