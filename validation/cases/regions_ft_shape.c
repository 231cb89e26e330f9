/* The shape of a 1-D FFT applied to the columns of a 3-D grid, as the NAS FT benchmark
 * does: `transform_columns` loops over planes and blocks of columns, copies a block into
 * scratch, and calls `fft_block`, which calls `butterfly_pass` once per stage. The
 * butterfly loops are parallel, but a pass is entered thousands of times per run with
 * little work each. A hand-written OpenMP version puts one region on the plane loop per
 * call of `transform_columns`: ITER regions, plus the initialization's. */
#include <stdio.h>
#include <stdlib.h>

#define M 10             /* log2 of the transform length */
#define LEN (1 << M)
#define BLOCK 8          /* columns transformed together */
#define D2 32
#define D3 8
#define ITER 4

static double grid_re[D3][D2][LEN], grid_im[D3][D2][LEN];
static double tw_re[LEN], tw_im[LEN];
/* Scratch blocks shared by every plane, as in the benchmark's serial code: they keep the
 * plane loop sequential for p4a (a hand-written version makes them private). */
static double xr[LEN][BLOCK], xi[LEN][BLOCK], yr[LEN][BLOCK], yi[LEN][BLOCK];

/* One Stockham stage: pass `l` (1-based) of `m`, from (xr, xi) to (yr, yi). */
static void butterfly_pass(int l, int m, double ar_[][BLOCK], double ai_[][BLOCK],
                           double br_[][BLOCK], double bi_[][BLOCK])
{
    int n = 1 << m;
    int lk = 1 << (l - 1);
    int li = 1 << (m - l);
    for (int i = 0; i < li; i++) {
        int in1 = i * lk, in2 = in1 + n / 2;
        int out1 = i * 2 * lk, out2 = out1 + lk;
        double ur = tw_re[li + i], ui = tw_im[li + i];
        for (int k = 0; k < lk; k++)
            for (int j = 0; j < BLOCK; j++) {
                double ar = ar_[in1 + k][j], ai = ai_[in1 + k][j];
                double br = ar_[in2 + k][j], bi = ai_[in2 + k][j];
                br_[out1 + k][j] = ar + br;
                bi_[out1 + k][j] = ai + bi;
                double dr = ar - br, di = ai - bi;
                br_[out2 + k][j] = ur * dr - ui * di;
                bi_[out2 + k][j] = ur * di + ui * dr;
            }
    }
}

/* All stages, two at a time, ending in (xr, xi). */
static void fft_block(int m, double ur_[][BLOCK], double ui_[][BLOCK], double vr_[][BLOCK],
                      double vi_[][BLOCK])
{
    for (int l = 1; l <= m; l += 2) {
        butterfly_pass(l, m, ur_, ui_, vr_, vi_);
        butterfly_pass(l + 1, m, vr_, vi_, ur_, ui_);
    }
}

static void transform_columns(int m)
{
    for (int p = 0; p < D3; p++)
        for (int c0 = 0; c0 < D2; c0 += BLOCK) {
            for (int e = 0; e < LEN; e++)
                for (int j = 0; j < BLOCK; j++) {
                    xr[e][j] = grid_re[p][c0 + j][e];
                    xi[e][j] = grid_im[p][c0 + j][e];
                }
            fft_block(m, xr, xi, yr, yi);
            for (int e = 0; e < LEN; e++)
                for (int j = 0; j < BLOCK; j++) {
                    grid_re[p][c0 + j][e] = xr[e][j] * (1.0 / LEN);
                    grid_im[p][c0 + j][e] = xi[e][j] * (1.0 / LEN);
                }
        }
}

int main(int argc, char **argv)
{
    int m = argc > 1 ? atoi(argv[1]) : M;
    if (m != M)
        return 1;
    for (int e = 0; e < LEN; e++) {
        /* A fixed, cheap twiddle table (not a real FFT's: the shape is what matters). */
        tw_re[e] = 1.0 - (e % 5) * 0.125;
        tw_im[e] = (e % 3) * 0.25 - 0.25;
    }
    for (int p = 0; p < D3; p++)
        for (int c = 0; c < D2; c++)
            for (int e = 0; e < LEN; e++) {
                grid_re[p][c][e] = ((p * 7 + c * 3 + e) % 17) * 0.0625;
                grid_im[p][c][e] = ((p + c * 5 + e * 2) % 11) * 0.125;
            }
    for (int it = 0; it < ITER; it++)
        transform_columns(m);
    double sr = 0, si = 0;
    for (int p = 0; p < D3; p++)
        for (int c = 0; c < D2; c++)
            for (int e = 0; e < LEN; e++) {
                sr += grid_re[p][c][e];
                si += grid_im[p][c][e];
            }
    printf("checksum %.10e %.10e\n", sr, si);
    printf("sample %.10e %.10e\n", grid_re[3][5][7], grid_im[6][2][11]);
    return 0;
}
