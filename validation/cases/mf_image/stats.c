#include "image.h"

struct stats image_stats(const image_t *img)
{
    struct stats st = { .min = 255, .max = 0 };
    double sum = 0, sum2 = 0, mx = 0, my = 0;
    for (int y = 0; y < img->height; y++)
        for (int x = 0; x < img->width; x++) {
            int v = PIX(img, x, y);
            st.hist[v]++;
            sum += v;
            sum2 += (double)v * v;
            mx += (double)v * x;
            my += (double)v * y;
            if (v < st.min) st.min = v;
            if (v > st.max) st.max = v;
        }
    double n = (double)img->width * img->height;
    st.mean = sum / n;
    st.variance = sum2 / n - st.mean * st.mean;
    st.cx = sum > 0 ? mx / sum : 0;
    st.cy = sum > 0 ? my / sum : 0;
    return st;
}

int otsu_threshold(const unsigned hist[256], unsigned long total)
{
    double sum = 0;
    for (int i = 0; i < 256; i++) sum += (double)i * hist[i];
    double sumb = 0, best = -1;
    unsigned long wb = 0;
    int thr = 0;
    for (int t = 0; t < 256; t++) {
        wb += hist[t];
        if (wb == 0) continue;
        unsigned long wf = total - wb;
        if (wf == 0) break;
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
