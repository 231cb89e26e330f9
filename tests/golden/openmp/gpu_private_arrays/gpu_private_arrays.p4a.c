#include <stdio.h>
static double x[40000 + 4], y[40000], z[40000];
static int digits[40000];
static double g[120][128], out[120][128];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 40000 + 4; i++) {
        x[i] = i * 31 % 97 * 0.125 - 2.0;
    }
    double sy = 0, sz = 0, so = 0;
    long sd = 0;
    #pragma omp parallel for reduction(+:sd, sy, sz)
    for (int i = 0; i < 40000; i++) {
        {
            int d[6];
            int v = i * 7 + 12345;
            {
                d[0] = v % 10;
                v /= 10;
                d[1] = v % 10;
                v /= 10;
                d[2] = v % 10;
                v /= 10;
                d[3] = v % 10;
                v /= 10;
                d[4] = v % 10;
                v /= 10;
                d[5] = v % 10;
                v /= 10;
            }
            digits[i] = d[0] * 100000 + d[1] * 10000 + d[2] * 1000 + d[3] * 100 + d[4] * 10 + d[5];
        }
        {
            double w[4];
            {
                w[0] = x[i];
                w[1] = x[i + 1];
                w[2] = x[i + 2];
                w[3] = x[i + 3];
            }
            y[i] = 0.1 * w[0] + 0.2 * w[1] + 0.3 * w[2] + 0.4 * w[3];
        }
        {
            double tab[8];
            tab[0] = y[i];
            {
                tab[1] = tab[0] * 0.5 + 1;
                tab[2] = tab[1] * 0.5 + 2;
                tab[3] = tab[2] * 0.5 + 3;
                tab[4] = tab[3] * 0.5 + 4;
                tab[5] = tab[4] * 0.5 + 5;
                tab[6] = tab[5] * 0.5 + 6;
                tab[7] = tab[6] * 0.5 + 7;
            }
            double s = 0;
            {
                s += tab[0] * 1;
                s += tab[1] * 2;
                s += tab[2] * 3;
                s += tab[3] * 4;
                s += tab[4] * 5;
                s += tab[5] * 6;
                s += tab[6] * 7;
                s += tab[7] * 8;
            }
            z[i] = s;
        }
        sy += y[i];
        sz += z[i] * (i % 5 + 1);
        sd += digits[i] % 1000 + digits[i] / 1000;
    }
    #pragma omp parallel for reduction(+:so)
    for (int i = 0; i < 120; i++) {
        for (int j = 0; j < 128; j++) {
            g[i][j] = (i * 128 + j) % 17 * 0.5;
            {
                double m[2][3];
                {
                    m[0][0] = g[i][j] * 1 - 0;
                    m[0][1] = g[i][j] * 1 - 1;
                    m[0][2] = g[i][j] * 1 - 2;
                    m[1][0] = g[i][j] * 2 - 0;
                    m[1][1] = g[i][j] * 2 - 1;
                    m[1][2] = g[i][j] * 2 - 2;
                }
                out[i][j] = m[0][0] * m[1][2] - m[0][2] * m[1][0] + m[1][1];
            }
            so += out[i][j] * ((i + j) % 3 + 1);
        }
    }
    printf("y %.12e z %.12e\n", sy, sz);
    printf("digits %ld probe %d %d\n", sd, digits[0], digits[40000 - 1]);
    printf("out %.12e\n", so);
    return 0;
}
