#include <stdio.h>
#include <stdlib.h>
static const double taps[5] = {0.0625, 0.25, 0.375, 0.25, 0.0625};
const double W[4][4] = {{1, 2, 3, 4}, {0.5, 0.25, 0.125, 1}, {-1, 0, 1, 0}, {2, -2, 2, -2}};
static double in[45000 + 4], out[45000], lut_out[45000];

static void smooth(int n, const double *restrict src, double *restrict dst)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        dst[i] = taps[0] * src[i] + taps[1] * src[i + 1] + taps[2] * src[i + 2] + taps[3] * src[i + 3] + taps[4] * src[i + 4];
    }
}

static void weigh(int n, int m, const double a[n][m], double b[n][m])
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            b[i][j] = a[i][j] * W[i % 4][j % 4];
        }
    }
}

int main(void)
{
    const int lut[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    const double half = 0.5;
    #pragma omp parallel for
    for (int i = 0; i < 45000 + 4; i++) {
        in[i] = i % 37 * half - 4.0;
    }
    smooth(45000, in, out);
    double (*A)[120] = malloc(sizeof(double[100][120]));
    double (*Bm)[120] = malloc(sizeof(double[100][120]));
    #pragma omp parallel for
    for (int i = 0; i < 100; i++) {
        for (int j = 0; j < 120; j++) {
            A[i][j] = (i * 3 + j) % 11 * half;
        }
    }
    weigh(100, 120, (const double (*)[120])A, Bm);
    double so = 0, sl = 0, sb = 0;
    #pragma omp parallel for reduction(+:sl, so)
    for (int i = 0; i < 45000; i++) {
        lut_out[i] = out[i] * lut[i % 8] + lut[i / 8 % 8];
        so += out[i];
        sl += lut_out[i] * (i % 3 + 1);
    }
    #pragma omp parallel for reduction(+:sb)
    for (int i = 0; i < 100; i++) {
        for (int j = 0; j < 120; j++) {
            sb += Bm[i][j] * (j % 5 + 1);
        }
    }
    printf("smooth %.12e lut %.12e weigh %.12e\n", so, sl, sb);
    printf("probe %.12e %.12e\n", out[45000 - 1], Bm[100 - 1][120 - 1]);
    free(A);
    free(Bm);
    return 0;
}
