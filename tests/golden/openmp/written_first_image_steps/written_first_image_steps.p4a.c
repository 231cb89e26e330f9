#include <stdio.h>
#include <stdlib.h>

static void blur_rows(int w, int h, const float *in, float *tmp)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            int l = x > 0 ? x - 1 : 0;
            int r = x < w - 1 ? x + 1 : w - 1;
            tmp[y * w + x] = (in[y * w + l] + in[y * w + x] + in[y * w + r]) / 3.0f;
        }
    }
}

static void blur_cols(int w, int h, const float *tmp, float *out)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            int u = y > 0 ? y - 1 : 0;
            int d = y < h - 1 ? y + 1 : h - 1;
            out[y * w + x] = (tmp[u * w + x] + tmp[y * w + x] + tmp[d * w + x]) / 3.0f;
        }
    }
}

static void relax(int n, float *img, const float *out, float k)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        img[i] += k * (out[i] - img[i]);
    }
}

int main(void)
{
    float *img = malloc(sizeof(float) * 512 * 384);
    float *tmp = malloc(sizeof(float) * 512 * 384);
    float *out = malloc(sizeof(float) * 512 * 384);
    if (!img || !tmp || !out) {
        return 1;
    }
    #pragma omp parallel for
    for (int y = 0; y < 384; y++) {
        for (int x = 0; x < 512; x++) {
            img[y * 512 + x] = (float)((x * 7 + y * 13) % 64) + (x == y ? 100.0f : 0.0f);
        }
    }
    for (int s = 0; s < 12; s++) {
        blur_rows(512, 384, img, tmp);
        blur_cols(512, 384, tmp, out);
        relax(512 * 384, img, out, 0.5f);
    }
    double sum = 0, peak = 0;
    #pragma omp parallel for reduction(+:sum) reduction(max:peak)
    for (int i = 0; i < 512 * 384; i++) {
        sum += img[i] * (1 + i % 5);
        if (img[i] > peak) {
            peak = img[i];
        }
    }
    printf("sum %.6e peak %.6f\n", sum, peak);
    free(img);
    free(tmp);
    free(out);
    return 0;
}
