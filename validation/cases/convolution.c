/* Convolutions: a 1-D FIR filter with a 9-tap kernel, a 2-D 5x5 convolution
 * over an image with clamped borders (index clamping with ternaries), a
 * separable 2-D Gaussian blur (row pass then column pass), and a 2-D
 * correlation of integer images with a small integer kernel. */
#include <stdio.h>

#define N 512
#define H 72
#define W 64
#define K 5
#define TAPS 9

static double sig[N], fir[N], img[H][W], conv[H][W], tmp[H][W], blur[H][W];
static const double taps[TAPS] = { 0.02, 0.05, 0.1, 0.15, 0.36, 0.15, 0.1, 0.05, 0.02 };
static const double g1[K] = { 0.0625, 0.25, 0.375, 0.25, 0.0625 };
static int ii[H][W], corr[H - 2][W - 2];

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int main(void)
{
    for (int i = 0; i < N; i++) sig[i] = ((i * 13) % 29) / 29.0 + (i % 50 < 25 ? 1.0 : -1.0);
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++) {
            img[i][j] = ((i / 8 + j / 8) % 2) * 100.0 + (i * j) % 7;
            ii[i][j] = (i * 3 + j * 5) % 11 - 5;
        }
    double k2[K][K];
    for (int a = 0; a < K; a++)
        for (int b = 0; b < K; b++)
            k2[a][b] = g1[a] * g1[b] * (a == 2 && b == 2 ? 2.0 : 1.0);

    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int t = 0; t < TAPS; t++) {
            int j = i + t - TAPS / 2;
            if (j >= 0 && j < N) s += taps[t] * sig[j];
        }
        fir[i] = s;
    }

    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++) {
            double s = 0;
            for (int a = 0; a < K; a++)
                for (int b = 0; b < K; b++)
                    s += k2[a][b] * img[clampi(i + a - K / 2, 0, H - 1)][clampi(j + b - K / 2, 0, W - 1)];
            conv[i][j] = s;
        }

    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++) {
            double s = 0;
            for (int b = -2; b <= 2; b++) {
                int jj = j + b < 0 ? 0 : j + b >= W ? W - 1 : j + b;
                s += g1[b + 2] * img[i][jj];
            }
            tmp[i][j] = s;
        }
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++) {
            double s = 0;
            for (int a = -2; a <= 2; a++)
                s += g1[a + 2] * tmp[clampi(i + a, 0, H - 1)][j];
            blur[i][j] = s;
        }

    static const int k3[3][3] = { { 1, 0, -1 }, { 2, 0, -2 }, { 1, 0, -1 } };
    for (int i = 0; i < H - 2; i++)
        for (int j = 0; j < W - 2; j++) {
            int s = 0;
            for (int a = 0; a < 3; a++)
                for (int b = 0; b < 3; b++)
                    s += k3[a][b] * ii[i + a][j + b];
            corr[i][j] = s;
        }

    double fs = 0, cs = 0, bs = 0;
    long is = 0;
    for (int i = 0; i < N; i++) fs += fir[i] * (i % 3 + 1);
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++) { cs += conv[i][j]; bs += blur[i][j] * ((i + j) % 4); }
    for (int i = 0; i < H - 2; i++)
        for (int j = 0; j < W - 2; j++) is += (long)corr[i][j] * (i + 1) - j;
    printf("fir %.12e conv %.12e blur %.12e corr %ld\n", fs, cs, bs, is);
    return 0;
}
