#include <stdio.h>
static double sig[512], fir[512], img[72][64], conv[72][64], tmp[72][64], blur[72][64];
static const double taps[9] = {0.02, 0.05, 0.1, 0.15, 0.36, 0.15, 0.1, 0.05, 0.02};
static const double g1[5] = {0.0625, 0.25, 0.375, 0.25, 0.0625};
static int ii[72][64], corr[72 - 2][64 - 2];

static int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

int main(void)
{
    for (int i = 0; i < 512; i++) {
        sig[i] = i * 13 % 29 / 29.0 + (i % 50 < 25 ? 1.0 : -1.0);
    }
    #pragma omp parallel for
    for (int i = 0; i < 72; i++) {
        for (int j = 0; j < 64; j++) {
            img[i][j] = (i / 8 + j / 8) % 2 * 100.0 + i * j % 7;
            ii[i][j] = (i * 3 + j * 5) % 11 - 5;
        }
    }
    double k2[5][5];
    {
        k2[0][0] = g1[0] * g1[0] * (0 == 2 && 0 == 2 ? 2.0 : 1.0);
        k2[0][1] = g1[0] * g1[1] * (0 == 2 && 1 == 2 ? 2.0 : 1.0);
        k2[0][2] = g1[0] * g1[2] * (0 == 2 && 2 == 2 ? 2.0 : 1.0);
        k2[0][3] = g1[0] * g1[3] * (0 == 2 && 3 == 2 ? 2.0 : 1.0);
        k2[0][4] = g1[0] * g1[4] * (0 == 2 && 4 == 2 ? 2.0 : 1.0);
        k2[1][0] = g1[1] * g1[0] * (1 == 2 && 0 == 2 ? 2.0 : 1.0);
        k2[1][1] = g1[1] * g1[1] * (1 == 2 && 1 == 2 ? 2.0 : 1.0);
        k2[1][2] = g1[1] * g1[2] * (1 == 2 && 2 == 2 ? 2.0 : 1.0);
        k2[1][3] = g1[1] * g1[3] * (1 == 2 && 3 == 2 ? 2.0 : 1.0);
        k2[1][4] = g1[1] * g1[4] * (1 == 2 && 4 == 2 ? 2.0 : 1.0);
        k2[2][0] = g1[2] * g1[0] * (2 == 2 && 0 == 2 ? 2.0 : 1.0);
        k2[2][1] = g1[2] * g1[1] * (2 == 2 && 1 == 2 ? 2.0 : 1.0);
        k2[2][2] = g1[2] * g1[2] * (2 == 2 && 2 == 2 ? 2.0 : 1.0);
        k2[2][3] = g1[2] * g1[3] * (2 == 2 && 3 == 2 ? 2.0 : 1.0);
        k2[2][4] = g1[2] * g1[4] * (2 == 2 && 4 == 2 ? 2.0 : 1.0);
        k2[3][0] = g1[3] * g1[0] * (3 == 2 && 0 == 2 ? 2.0 : 1.0);
        k2[3][1] = g1[3] * g1[1] * (3 == 2 && 1 == 2 ? 2.0 : 1.0);
        k2[3][2] = g1[3] * g1[2] * (3 == 2 && 2 == 2 ? 2.0 : 1.0);
        k2[3][3] = g1[3] * g1[3] * (3 == 2 && 3 == 2 ? 2.0 : 1.0);
        k2[3][4] = g1[3] * g1[4] * (3 == 2 && 4 == 2 ? 2.0 : 1.0);
        k2[4][0] = g1[4] * g1[0] * (4 == 2 && 0 == 2 ? 2.0 : 1.0);
        k2[4][1] = g1[4] * g1[1] * (4 == 2 && 1 == 2 ? 2.0 : 1.0);
        k2[4][2] = g1[4] * g1[2] * (4 == 2 && 2 == 2 ? 2.0 : 1.0);
        k2[4][3] = g1[4] * g1[3] * (4 == 2 && 3 == 2 ? 2.0 : 1.0);
        k2[4][4] = g1[4] * g1[4] * (4 == 2 && 4 == 2 ? 2.0 : 1.0);
    }
    #pragma omp parallel for
    for (int i = 0; i < 72; i++) {
        for (int j = 0; j < 64; j++) {
            double s = 0;
            {
                {
                    int jj = j - 2 < 0 ? 0 : j - 2 >= 64 ? 63 : j - 2;
                    s += g1[0] * img[i][jj];
                }
                {
                    int jj = j - 1 < 0 ? 0 : j - 1 >= 64 ? 63 : j - 1;
                    s += g1[1] * img[i][jj];
                }
                {
                    int jj = j < 0 ? 0 : j >= 64 ? 63 : j;
                    s += g1[2] * img[i][jj];
                }
                {
                    int jj = j + 1 < 0 ? 0 : j + 1 >= 64 ? 63 : j + 1;
                    s += g1[3] * img[i][jj];
                }
                {
                    int jj = j + 2 < 0 ? 0 : j + 2 >= 64 ? 63 : j + 2;
                    s += g1[4] * img[i][jj];
                }
            }
            tmp[i][j] = s;
        }
    }
    static const int k3[3][3] = {{1, 0, -1}, {2, 0, -2}, {1, 0, -1}};
    #pragma omp parallel for
    for (int i = 0; i < 72 - 2; i++) {
        for (int j = 0; j < 64 - 2; j++) {
            int s = 0;
            {
                s += k3[0][0] * ii[i][j];
                s += k3[0][1] * ii[i][j + 1];
                s += k3[0][2] * ii[i][j + 2];
                s += k3[1][0] * ii[i + 1][j];
                s += k3[1][1] * ii[i + 1][j + 1];
                s += k3[1][2] * ii[i + 1][j + 2];
                s += k3[2][0] * ii[i + 2][j];
                s += k3[2][1] * ii[i + 2][j + 1];
                s += k3[2][2] * ii[i + 2][j + 2];
            }
            corr[i][j] = s;
        }
    }
    double fs = 0, cs = 0, bs = 0;
    long is = 0;
    #pragma omp parallel for reduction(+:fs)
    for (int i = 0; i < 512; i++) {
        {
            double s = 0;
            for (int t = 0; t < 9; t++) {
                int j = i + t - 9 / 2;
                if (j >= 0 && j < 512) {
                    s += taps[t] * sig[j];
                }
            }
            fir[i] = s;
        }
        fs += fir[i] * (i % 3 + 1);
    }
    #pragma omp parallel for reduction(+:bs, cs)
    for (int i = 0; i < 72; i++) {
        for (int j = 0; j < 64; j++) {
            {
                double s = 0;
                for (int a = -2; a <= 2; a++) {
                    s += g1[a + 2] * tmp[clampi(i + a, 0, 72 - 1)][j];
                }
                blur[i][j] = s;
            }
            {
                double s = 0;
                for (int a = 0; a < 5; a++) {
                    for (int b = 0; b < 5; b++) {
                        s += k2[a][b] * img[clampi(i + a - 5 / 2, 0, 72 - 1)][clampi(j + b - 5 / 2,
                            0, 64 - 1)];
                    }
                }
                conv[i][j] = s;
            }
            cs += conv[i][j];
            bs += blur[i][j] * ((i + j) % 4);
        }
    }
    for (int i = 0; i < 72 - 2; i++) {
        for (int j = 0; j < 64 - 2; j++) {
            is += (long)corr[i][j] * (i + 1) - j;
        }
    }
    printf("fir %.12e conv %.12e blur %.12e corr %ld\n", fs, cs, bs, is);
    return 0;
}
