/* An image filter iterated in place, in the shape of legacy imaging code: three
 * functions on malloc'd buffers of one size, flattened row-major indexing, the size
 * passed as arguments. Each step blurs the image along rows into a scratch buffer, along
 * columns into a second one, and pulls the image towards the result. Both scratch
 * buffers are written whole by the first function that touches them in every step, so
 * they never need to go to the device: only the image goes up once and comes down once. */
#include <stdio.h>
#include <stdlib.h>

#define W 512
#define H 384
#define STEPS 12

static void blur_rows(int w, int h, const float *in, float *tmp)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int l = x > 0 ? x - 1 : 0;
            int r = x < w - 1 ? x + 1 : w - 1;
            tmp[y * w + x] = (in[y * w + l] + in[y * w + x] + in[y * w + r]) / 3.0f;
        }
}

static void blur_cols(int w, int h, const float *tmp, float *out)
{
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int u = y > 0 ? y - 1 : 0;
            int d = y < h - 1 ? y + 1 : h - 1;
            out[y * w + x] = (tmp[u * w + x] + tmp[y * w + x] + tmp[d * w + x]) / 3.0f;
        }
}

static void relax(int n, float *img, const float *out, float k)
{
    for (int i = 0; i < n; i++)
        img[i] += k * (out[i] - img[i]);
}

int main(void)
{
    float *img = malloc(sizeof(float) * W * H);
    float *tmp = malloc(sizeof(float) * W * H);
    float *out = malloc(sizeof(float) * W * H);
    if (!img || !tmp || !out)
        return 1;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            img[y * W + x] = (float)((x * 7 + y * 13) % 64) + (x == y ? 100.0f : 0.0f);
    for (int s = 0; s < STEPS; s++) {
        blur_rows(W, H, img, tmp);
        blur_cols(W, H, tmp, out);
        relax(W * H, img, out, 0.5f);
    }
    double sum = 0, peak = 0;
    for (int i = 0; i < W * H; i++) {
        sum += img[i] * (1 + i % 5);
        if (img[i] > peak)
            peak = img[i];
    }
    printf("sum %.6e peak %.6f\n", sum, peak);
    free(img);
    free(tmp);
    free(out);
    return 0;
}
