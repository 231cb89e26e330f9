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

struct stats image_stats(const image_t *img)
{
    struct stats st = {.min = 255, .max = 0};
    double sum = 0, sum2 = 0, mx = 0, my = 0;
    pixel_t *p4a_img_data_2 = img->data;
    for (int y = 0; y < img->height; y++) {
        for (int x = 0; x < img->width; x++) {
            int v = p4a_img_data_2[(size_t)y * (size_t)img->width + (size_t)x];
            st.hist[v]++;
            sum += v;
            sum2 += (double)v * v;
            mx += (double)v * x;
            my += (double)v * y;
            if (v < st.min) {
                st.min = v;
            }
            if (v > st.max) {
                st.max = v;
            }
        }
    }
    double n = (double)img->width * img->height;
    st.mean = sum / n;
    st.variance = sum2 / n - st.mean * st.mean;
    st.cx = sum > 0 ? mx / sum : 0;
    st.cy = sum > 0 ? my / sum : 0;
    return st;
}

int otsu_threshold(const unsigned int hist[256], unsigned long total)
{
    double sum = 0;
    for (int i = 0; i < 256; i++) {
        sum += (double)i * hist[i];
    }
    double sumb = 0, best = -1;
    unsigned long wb = 0;
    int thr = 0;
    for (int t = 0; t < 256; t++) {
        wb += hist[t];
        if (wb == 0) {
            continue;
        }
        unsigned long wf = total - wb;
        if (wf == 0) {
            break;
        }
        sumb += (double)t * hist[t];
        double mb = sumb / wb, mf = (sum - sumb) / wf;
        double between = (double)wb * wf * (mb - mf) * (mb - mf);
        if (between > best) {
            best = between;
            thr = t;
        }
    }
    return thr;
}
