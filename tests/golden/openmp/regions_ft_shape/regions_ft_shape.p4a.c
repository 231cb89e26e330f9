#include <stdio.h>
#include <stdlib.h>
static double grid_re[8][32][1 << 10], grid_im[8][32][1 << 10];
static double tw_re[1 << 10], tw_im[1 << 10];
static double xr[1 << 10][8], xi[1 << 10][8], yr[1 << 10][8], yi[1 << 10][8];

static void butterfly_pass(int l, int m, double ar_[][8], double ai_[][8], double br_[][8], double bi_[][8])
{
    int n = 1 << m;
    int lk = 1 << (l - 1);
    int li = 1 << (m - l);
    if (lk >= 3587) {
        #pragma omp parallel
        for (int i = 0; i < li; i++) {
            int in1 = i * lk, in2 = in1 + n / 2;
            int out1 = i * 2 * lk, out2 = out1 + lk;
            double ur = tw_re[li + i], ui = tw_im[li + i];
            if (lk >= 3587) {
                #pragma omp for
                for (int k = 0; k < lk; k++) {
                    {
                        double ar = ar_[in1 + k][0], ai = ai_[in1 + k][0];
                        double br = ar_[in2 + k][0], bi = ai_[in2 + k][0];
                        br_[out1 + k][0] = ar + br;
                        bi_[out1 + k][0] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][0] = ur * dr - ui * di;
                        bi_[out2 + k][0] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][1], ai = ai_[in1 + k][1];
                        double br = ar_[in2 + k][1], bi = ai_[in2 + k][1];
                        br_[out1 + k][1] = ar + br;
                        bi_[out1 + k][1] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][1] = ur * dr - ui * di;
                        bi_[out2 + k][1] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][2], ai = ai_[in1 + k][2];
                        double br = ar_[in2 + k][2], bi = ai_[in2 + k][2];
                        br_[out1 + k][2] = ar + br;
                        bi_[out1 + k][2] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][2] = ur * dr - ui * di;
                        bi_[out2 + k][2] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][3], ai = ai_[in1 + k][3];
                        double br = ar_[in2 + k][3], bi = ai_[in2 + k][3];
                        br_[out1 + k][3] = ar + br;
                        bi_[out1 + k][3] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][3] = ur * dr - ui * di;
                        bi_[out2 + k][3] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][4], ai = ai_[in1 + k][4];
                        double br = ar_[in2 + k][4], bi = ai_[in2 + k][4];
                        br_[out1 + k][4] = ar + br;
                        bi_[out1 + k][4] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][4] = ur * dr - ui * di;
                        bi_[out2 + k][4] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][5], ai = ai_[in1 + k][5];
                        double br = ar_[in2 + k][5], bi = ai_[in2 + k][5];
                        br_[out1 + k][5] = ar + br;
                        bi_[out1 + k][5] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][5] = ur * dr - ui * di;
                        bi_[out2 + k][5] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][6], ai = ai_[in1 + k][6];
                        double br = ar_[in2 + k][6], bi = ai_[in2 + k][6];
                        br_[out1 + k][6] = ar + br;
                        bi_[out1 + k][6] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][6] = ur * dr - ui * di;
                        bi_[out2 + k][6] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][7], ai = ai_[in1 + k][7];
                        double br = ar_[in2 + k][7], bi = ai_[in2 + k][7];
                        br_[out1 + k][7] = ar + br;
                        bi_[out1 + k][7] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][7] = ur * dr - ui * di;
                        bi_[out2 + k][7] = ur * di + ui * dr;
                    }
                }
            } else {
                #pragma omp master
                for (int k = 0; k < lk; k++) {
                    {
                        double ar = ar_[in1 + k][0], ai = ai_[in1 + k][0];
                        double br = ar_[in2 + k][0], bi = ai_[in2 + k][0];
                        br_[out1 + k][0] = ar + br;
                        bi_[out1 + k][0] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][0] = ur * dr - ui * di;
                        bi_[out2 + k][0] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][1], ai = ai_[in1 + k][1];
                        double br = ar_[in2 + k][1], bi = ai_[in2 + k][1];
                        br_[out1 + k][1] = ar + br;
                        bi_[out1 + k][1] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][1] = ur * dr - ui * di;
                        bi_[out2 + k][1] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][2], ai = ai_[in1 + k][2];
                        double br = ar_[in2 + k][2], bi = ai_[in2 + k][2];
                        br_[out1 + k][2] = ar + br;
                        bi_[out1 + k][2] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][2] = ur * dr - ui * di;
                        bi_[out2 + k][2] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][3], ai = ai_[in1 + k][3];
                        double br = ar_[in2 + k][3], bi = ai_[in2 + k][3];
                        br_[out1 + k][3] = ar + br;
                        bi_[out1 + k][3] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][3] = ur * dr - ui * di;
                        bi_[out2 + k][3] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][4], ai = ai_[in1 + k][4];
                        double br = ar_[in2 + k][4], bi = ai_[in2 + k][4];
                        br_[out1 + k][4] = ar + br;
                        bi_[out1 + k][4] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][4] = ur * dr - ui * di;
                        bi_[out2 + k][4] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][5], ai = ai_[in1 + k][5];
                        double br = ar_[in2 + k][5], bi = ai_[in2 + k][5];
                        br_[out1 + k][5] = ar + br;
                        bi_[out1 + k][5] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][5] = ur * dr - ui * di;
                        bi_[out2 + k][5] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][6], ai = ai_[in1 + k][6];
                        double br = ar_[in2 + k][6], bi = ai_[in2 + k][6];
                        br_[out1 + k][6] = ar + br;
                        bi_[out1 + k][6] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][6] = ur * dr - ui * di;
                        bi_[out2 + k][6] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][7], ai = ai_[in1 + k][7];
                        double br = ar_[in2 + k][7], bi = ai_[in2 + k][7];
                        br_[out1 + k][7] = ar + br;
                        bi_[out1 + k][7] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][7] = ur * dr - ui * di;
                        bi_[out2 + k][7] = ur * di + ui * dr;
                    }
                }
                #pragma omp barrier
            }
        }
    } else {
        for (int i = 0; i < li; i++) {
            int in1 = i * lk, in2 = in1 + n / 2;
            int out1 = i * 2 * lk, out2 = out1 + lk;
            double ur = tw_re[li + i], ui = tw_im[li + i];
            if (lk >= 3587) {
                #pragma omp parallel for
                for (int k = 0; k < lk; k++) {
                    {
                        double ar = ar_[in1 + k][0], ai = ai_[in1 + k][0];
                        double br = ar_[in2 + k][0], bi = ai_[in2 + k][0];
                        br_[out1 + k][0] = ar + br;
                        bi_[out1 + k][0] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][0] = ur * dr - ui * di;
                        bi_[out2 + k][0] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][1], ai = ai_[in1 + k][1];
                        double br = ar_[in2 + k][1], bi = ai_[in2 + k][1];
                        br_[out1 + k][1] = ar + br;
                        bi_[out1 + k][1] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][1] = ur * dr - ui * di;
                        bi_[out2 + k][1] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][2], ai = ai_[in1 + k][2];
                        double br = ar_[in2 + k][2], bi = ai_[in2 + k][2];
                        br_[out1 + k][2] = ar + br;
                        bi_[out1 + k][2] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][2] = ur * dr - ui * di;
                        bi_[out2 + k][2] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][3], ai = ai_[in1 + k][3];
                        double br = ar_[in2 + k][3], bi = ai_[in2 + k][3];
                        br_[out1 + k][3] = ar + br;
                        bi_[out1 + k][3] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][3] = ur * dr - ui * di;
                        bi_[out2 + k][3] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][4], ai = ai_[in1 + k][4];
                        double br = ar_[in2 + k][4], bi = ai_[in2 + k][4];
                        br_[out1 + k][4] = ar + br;
                        bi_[out1 + k][4] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][4] = ur * dr - ui * di;
                        bi_[out2 + k][4] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][5], ai = ai_[in1 + k][5];
                        double br = ar_[in2 + k][5], bi = ai_[in2 + k][5];
                        br_[out1 + k][5] = ar + br;
                        bi_[out1 + k][5] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][5] = ur * dr - ui * di;
                        bi_[out2 + k][5] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][6], ai = ai_[in1 + k][6];
                        double br = ar_[in2 + k][6], bi = ai_[in2 + k][6];
                        br_[out1 + k][6] = ar + br;
                        bi_[out1 + k][6] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][6] = ur * dr - ui * di;
                        bi_[out2 + k][6] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][7], ai = ai_[in1 + k][7];
                        double br = ar_[in2 + k][7], bi = ai_[in2 + k][7];
                        br_[out1 + k][7] = ar + br;
                        bi_[out1 + k][7] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][7] = ur * dr - ui * di;
                        bi_[out2 + k][7] = ur * di + ui * dr;
                    }
                }
            } else {
                for (int k = 0; k < lk; k++) {
                    {
                        double ar = ar_[in1 + k][0], ai = ai_[in1 + k][0];
                        double br = ar_[in2 + k][0], bi = ai_[in2 + k][0];
                        br_[out1 + k][0] = ar + br;
                        bi_[out1 + k][0] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][0] = ur * dr - ui * di;
                        bi_[out2 + k][0] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][1], ai = ai_[in1 + k][1];
                        double br = ar_[in2 + k][1], bi = ai_[in2 + k][1];
                        br_[out1 + k][1] = ar + br;
                        bi_[out1 + k][1] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][1] = ur * dr - ui * di;
                        bi_[out2 + k][1] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][2], ai = ai_[in1 + k][2];
                        double br = ar_[in2 + k][2], bi = ai_[in2 + k][2];
                        br_[out1 + k][2] = ar + br;
                        bi_[out1 + k][2] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][2] = ur * dr - ui * di;
                        bi_[out2 + k][2] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][3], ai = ai_[in1 + k][3];
                        double br = ar_[in2 + k][3], bi = ai_[in2 + k][3];
                        br_[out1 + k][3] = ar + br;
                        bi_[out1 + k][3] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][3] = ur * dr - ui * di;
                        bi_[out2 + k][3] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][4], ai = ai_[in1 + k][4];
                        double br = ar_[in2 + k][4], bi = ai_[in2 + k][4];
                        br_[out1 + k][4] = ar + br;
                        bi_[out1 + k][4] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][4] = ur * dr - ui * di;
                        bi_[out2 + k][4] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][5], ai = ai_[in1 + k][5];
                        double br = ar_[in2 + k][5], bi = ai_[in2 + k][5];
                        br_[out1 + k][5] = ar + br;
                        bi_[out1 + k][5] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][5] = ur * dr - ui * di;
                        bi_[out2 + k][5] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][6], ai = ai_[in1 + k][6];
                        double br = ar_[in2 + k][6], bi = ai_[in2 + k][6];
                        br_[out1 + k][6] = ar + br;
                        bi_[out1 + k][6] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][6] = ur * dr - ui * di;
                        bi_[out2 + k][6] = ur * di + ui * dr;
                    }
                    {
                        double ar = ar_[in1 + k][7], ai = ai_[in1 + k][7];
                        double br = ar_[in2 + k][7], bi = ai_[in2 + k][7];
                        br_[out1 + k][7] = ar + br;
                        bi_[out1 + k][7] = ai + bi;
                        double dr = ar - br, di = ai - bi;
                        br_[out2 + k][7] = ur * dr - ui * di;
                        bi_[out2 + k][7] = ur * di + ui * dr;
                    }
                }
            }
        }
    }
}

static void fft_block(int m, double ur_[][8], double ui_[][8], double vr_[][8], double vi_[][8])
{
    for (int l = 1; l <= m; l += 2) {
        butterfly_pass(l, m, ur_, ui_, vr_, vi_);
        butterfly_pass(l + 1, m, vr_, vi_, ur_, ui_);
    }
}

static void transform_columns(int m)
{
    #pragma omp parallel
    for (int p = 0; p < 8; p++) {
        for (int c0 = 0; c0 < 32; c0 += 8) {
            #pragma omp for
            for (int e = 0; e < 1 << 10; e++) {
                xr[e][0] = grid_re[p][c0][e];
                xi[e][0] = grid_im[p][c0][e];
                xr[e][1] = grid_re[p][c0 + 1][e];
                xi[e][1] = grid_im[p][c0 + 1][e];
                xr[e][2] = grid_re[p][c0 + 2][e];
                xi[e][2] = grid_im[p][c0 + 2][e];
                xr[e][3] = grid_re[p][c0 + 3][e];
                xi[e][3] = grid_im[p][c0 + 3][e];
                xr[e][4] = grid_re[p][c0 + 4][e];
                xi[e][4] = grid_im[p][c0 + 4][e];
                xr[e][5] = grid_re[p][c0 + 5][e];
                xi[e][5] = grid_im[p][c0 + 5][e];
                xr[e][6] = grid_re[p][c0 + 6][e];
                xi[e][6] = grid_im[p][c0 + 6][e];
                xr[e][7] = grid_re[p][c0 + 7][e];
                xi[e][7] = grid_im[p][c0 + 7][e];
            }
            #pragma omp master
            fft_block(m, xr, xi, yr, yi);
            #pragma omp barrier
            #pragma omp for
            for (int e = 0; e < 1 << 10; e++) {
                grid_re[p][c0][e] = xr[e][0] * (1.0 / (1 << 10));
                grid_im[p][c0][e] = xi[e][0] * (1.0 / (1 << 10));
                grid_re[p][c0 + 1][e] = xr[e][1] * (1.0 / (1 << 10));
                grid_im[p][c0 + 1][e] = xi[e][1] * (1.0 / (1 << 10));
                grid_re[p][c0 + 2][e] = xr[e][2] * (1.0 / (1 << 10));
                grid_im[p][c0 + 2][e] = xi[e][2] * (1.0 / (1 << 10));
                grid_re[p][c0 + 3][e] = xr[e][3] * (1.0 / (1 << 10));
                grid_im[p][c0 + 3][e] = xi[e][3] * (1.0 / (1 << 10));
                grid_re[p][c0 + 4][e] = xr[e][4] * (1.0 / (1 << 10));
                grid_im[p][c0 + 4][e] = xi[e][4] * (1.0 / (1 << 10));
                grid_re[p][c0 + 5][e] = xr[e][5] * (1.0 / (1 << 10));
                grid_im[p][c0 + 5][e] = xi[e][5] * (1.0 / (1 << 10));
                grid_re[p][c0 + 6][e] = xr[e][6] * (1.0 / (1 << 10));
                grid_im[p][c0 + 6][e] = xi[e][6] * (1.0 / (1 << 10));
                grid_re[p][c0 + 7][e] = xr[e][7] * (1.0 / (1 << 10));
                grid_im[p][c0 + 7][e] = xi[e][7] * (1.0 / (1 << 10));
            }
        }
    }
}

int main(int argc, char **argv)
{
    int m = argc > 1 ? atoi(argv[1]) : 10;
    if (m != 10) {
        return 1;
    }
    for (int e = 0; e < 1 << 10; e++) {
        tw_re[e] = 1.0 - e % 5 * 0.125;
        tw_im[e] = e % 3 * 0.25 - 0.25;
    }
    #pragma omp parallel for
    for (int p = 0; p < 8; p++) {
        for (int c = 0; c < 32; c++) {
            for (int e = 0; e < 1 << 10; e++) {
                grid_re[p][c][e] = (p * 7 + c * 3 + e) % 17 * 0.0625;
                grid_im[p][c][e] = (p + c * 5 + e * 2) % 11 * 0.125;
            }
        }
    }
    for (int it = 0; it < 4; it++) {
        transform_columns(m);
    }
    double sr = 0, si = 0;
    #pragma omp parallel for reduction(+:si, sr)
    for (int p = 0; p < 8; p++) {
        for (int c = 0; c < 32; c++) {
            for (int e = 0; e < 1 << 10; e++) {
                sr += grid_re[p][c][e];
                si += grid_im[p][c][e];
            }
        }
    }
    printf("checksum %.10e %.10e\n", sr, si);
    printf("sample %.10e %.10e\n", grid_re[3][5][7], grid_im[6][2][11]);
    return 0;
}
