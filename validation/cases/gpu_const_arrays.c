/* const data read by kernels: a static const coefficient table, a const global
 * 2-D weight matrix, const-qualified pointer parameters (const double *restrict
 * and const double a[n][m]), a local const int array used as a lookup table,
 * and const scalars. */
#include <stdio.h>
#include <stdlib.h>

#define N 45000
#define R 100
#define C 120

static const double taps[5] = {0.0625, 0.25, 0.375, 0.25, 0.0625};
const double W[4][4] = {{1, 2, 3, 4}, {0.5, 0.25, 0.125, 1}, {-1, 0, 1, 0}, {2, -2, 2, -2}};
static double in[N + 4], out[N], lut_out[N];

static void smooth(int n, const double *restrict src, double *restrict dst)
{
    for (int i = 0; i < n; i++)
        dst[i] = taps[0] * src[i] + taps[1] * src[i + 1] + taps[2] * src[i + 2]
               + taps[3] * src[i + 3] + taps[4] * src[i + 4];
}

static void weigh(int n, int m, const double a[n][m], double b[n][m])
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            b[i][j] = a[i][j] * W[i % 4][j % 4];
}

int main(void)
{
    const int lut[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    const double half = 0.5;
    for (int i = 0; i < N + 4; i++)
        in[i] = (i % 37) * half - 4.0;
    smooth(N, in, out);
    for (int i = 0; i < N; i++)
        lut_out[i] = out[i] * lut[i % 8] + lut[(i / 8) % 8];
    double (*A)[C] = malloc(sizeof(double[R][C]));
    double (*Bm)[C] = malloc(sizeof(double[R][C]));
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            A[i][j] = (i * 3 + j) % 11 * half;
    weigh(R, C, (const double (*)[C])A, Bm);
    double so = 0, sl = 0, sb = 0;
    for (int i = 0; i < N; i++) {
        so += out[i];
        sl += lut_out[i] * (i % 3 + 1);
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            sb += Bm[i][j] * (j % 5 + 1);
    printf("smooth %.12e lut %.12e weigh %.12e\n", so, sl, sb);
    printf("probe %.12e %.12e\n", out[N - 1], Bm[R - 1][C - 1]);
    free(A);
    free(Bm);
    return 0;
}
