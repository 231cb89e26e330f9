#include <stdio.h>
#include <stdlib.h>

static void fill(int *img, int w, int h)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            img[y * w + x] = (x * x + 3 * y) % 1000;
        }
    }
}

static void gradient(const int *img, int *out, int w, int h)
{
    #pragma omp parallel for
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            if (x > 0 && x < w - 1) {
                out[y * w + x] = img[y * w + x + 1] - img[y * w + x - 1];
            } else {
                out[y * w + x] = 0;
            }
        }
    }
}

static long total(const int *img, int w, int h)
{
    long s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            s += (long)img[y * w + x] * ((x + y) % 5);
        }
    }
    return s;
}

int main(void)
{
    int w = 333, h = 211;
    int *img = malloc(sizeof(int) * w * h);
    int *out = malloc(sizeof(int) * w * h);
    fill(img, w, h);
    gradient(img, out, w, h);
    printf("gradient %ld %d %d\n", total(out, w, h), out[1], out[w * h - 2]);
    free(img);
    free(out);
    return 0;
}
