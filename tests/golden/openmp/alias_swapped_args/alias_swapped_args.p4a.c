#include <stdio.h>
#include <string.h>
unsigned char img[300][400], tmp[300][400];
static const int mask[3][3] = {{1, 2, 1}, {2, 4, 2}, {1, 2, 1}};

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

static void cp(int n, double *in, double *out)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        out[i] = in[i] * 0.5 + 1.0;
    }
}

double x[20000], y[20000];
unsigned char hdr[16], buf[4096];

static void scatter(unsigned char *in, unsigned char *out, int n)
{
    unsigned char *p;
    memcpy(&p, in, sizeof p);
    for (int i = 1; i < n; i++) {
        out[i] = (unsigned char)(out[i] + i);
        p[i - 1] = (unsigned char)(p[i - 1] * 3 + out[i]);
    }
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 20000; i++) {
        x[i] = i % 13;
    }
    for (int k = 0; k < 3; k++) {
        cp(20000, x, y);
        cp(20000, y, x);
    }
    #pragma omp parallel for
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 400; j++) {
            img[i][j] = (unsigned char)((i * 7 + j * 13) % 251);
        }
    }
    for (int k = 0; k < 4; k++) {
        blur(300, 400, img, tmp);
        blur(300, 400, tmp, img);
    }
    unsigned char *q = buf;
    memcpy(hdr, &q, sizeof q);
    scatter(hdr, buf, 4096);
    long s = buf[7] + buf[4000];
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 400; j++) {
            s += img[i][j] * (long)(i + j);
        }
    }
    double t = 0;
    #pragma omp parallel for reduction(+:t)
    for (int i = 0; i < 20000; i++) {
        t += x[i];
    }
    printf("%ld %.3f\n", s, t);
    return 0;
}
