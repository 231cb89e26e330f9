#include <stdio.h>
static const int mask[3][3] = {{1, 2, 1}, {2, 4, 2}, {1, 2, 1}};
unsigned char img[600][800], tmp[600][800];

static void blur(int h, int w, unsigned char in[h][w], unsigned char out[h][w])
{
    #pragma omp parallel for
    for (int i = 1; i < h - 1; i++) {
        for (int j = 1; j < w - 1; j++) {
            int acc = 8;
            {
                acc += mask[0][0] * in[i - 1][j - 1];
                acc += mask[0][1] * in[i - 1][j];
                acc += mask[0][2] * in[i - 1][j + 1];
                acc += mask[1][0] * in[i][j - 1];
                acc += mask[1][1] * in[i][j];
                acc += mask[1][2] * in[i][j + 1];
                acc += mask[2][0] * in[i + 1][j - 1];
                acc += mask[2][1] * in[i + 1][j];
                acc += mask[2][2] * in[i + 1][j + 1];
            }
            out[i][j] = (unsigned char)(acc >> 4);
        }
    }
}

static double rows(int n, int m, double *v)
{
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        double r = 0;
        for (int k = 0; k < m; k++) {
            r += v[(i * m + k) % 4096];
        }
        s += r;
    }
    return s;
}

double v[4096], L[1000][1000];

int main(int argc, char **argv)
{
    (void)argv;
    #pragma omp parallel for
    for (int i = 0; i < 600; i++) {
        for (int j = 0; j < 800; j++) {
            img[i][j] = (unsigned char)((i * 7 + j * 3) % 251);
        }
    }
    for (int t = 0; t < 4; t++) {
        blur(600, 800, img, tmp);
        blur(600, 800, tmp, img);
    }
    for (int i = 0; i < 4096; i++) {
        v[i] = i * 0.001;
    }
    double s = rows(200000, argc + 2, v);
    #pragma omp parallel for schedule(static, 1)
    for (int i = 0; i < 1000; i++) {
        for (int j = 0; j <= i; j++) {
            L[i][j] = (i + 1) * 0.5 + j;
        }
    }
    long c = 0;
    #pragma omp parallel for reduction(+:c)
    for (int i = 0; i < 600; i++) {
        for (int j = 0; j < 800; j++) {
            c += img[i][j];
        }
    }
    double l = 0;
    for (int i = 0; i < 1000; i++) {
        l += L[i][i / 2];
    }
    printf("%ld %.6f %.3f\n", c, s, l);
    return 0;
}
