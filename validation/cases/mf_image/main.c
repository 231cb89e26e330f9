#include <math.h>
#include <stdio.h>
#include "image.h"

static void report(const char *name, const image_t *img)
{
    struct stats st = image_stats(img);
    printf("%-10s %3dx%-3d hash %08x mean %.6f var %.6f min %d max %d centroid %.4f %.4f\n", name, img->width,
           img->height, (unsigned)image_hash(img), st.mean, st.variance, st.min, st.max, st.cx, st.cy);
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
    for (int i = 0; i < 256; i++) lut[i] = (pixel_t)lround(255.0 * pow(i / 255.0, 0.5));
    image_t *g = image_copy(src);
    filter_map(g, op_gamma_lut, lut);
    report("gamma", g);

    image_t *half = image_new(src->width / 2, src->height / 2);
    filter_downsample2(src, half);
    report("half", half);

    image_free(src); image_free(blur); image_free(edges); image_free(bin); image_free(g); image_free(half);
    return 0;
}
