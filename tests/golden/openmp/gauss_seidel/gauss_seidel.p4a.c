#include <math.h>
#include <stdio.h>
static double u[64][64], f[64][64], v[64][64], w[64][64];
static double line[1000];

static double resid(double (*g)[64])
{
    double r = 0;
    #pragma omp parallel for reduction(+:r)
    for (int i = 1; i < 64 - 1; i++) {
        for (int j = 1; j < 64 - 1; j++) {
            double d = 4 * g[i][j] - g[i - 1][j] - g[i + 1][j] - g[i][j - 1] - g[i][j + 1] - f[i][j];
            r += d * d;
        }
    }
    return sqrt(r);
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 64; i++) {
        for (int j = 0; j < 64; j++) {
            f[i][j] = i > 64 / 4 && i < 3 * 64 / 4 && j > 64 / 4 && j < 3 * 64 / 4 ? 0.01 : 0.0;
            u[i][j] = v[i][j] = w[i][j] = i == 0 ? 1.0 : 0.0;
        }
    }
    double r0 = resid(u);
    for (int it = 0; it < 40; it++) {
        for (int i = 1; i < 64 - 1; i++) {
            for (int j = 1; j < 64 - 1; j++) {
                u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + f[i][j]);
            }
        }
    }
    const double omega = 1.7;
    for (int it = 0; it < 40; it++) {
        for (int i = 1; i < 64 - 1; i++) {
            for (int j = 1; j < 64 - 1; j++) {
                double gs = 0.25 * (v[i - 1][j] + v[i + 1][j] + v[i][j - 1] + v[i][j + 1] + f[i][j]);
                v[i][j] += omega * (gs - v[i][j]);
            }
        }
    }
    for (int it = 0; it < 40; it++) {
        for (int color = 0; color < 2; color++) {
            for (int i = 1; i < 64 - 1; i++) {
                for (int j = 1 + (i + color) % 2; j < 64 - 1; j += 2) {
                    w[i][j] = 0.25 * (w[i - 1][j] + w[i + 1][j] + w[i][j - 1] + w[i][j + 1] + f[i][j]);
                }
            }
        }
    }
    printf("residual start %.10e gs %.10e sor %.10e redblack %.10e\n", r0, resid(u), resid(v),
        resid(w));
    double su = 0, sv = 0, sw = 0;
    for (int i = 0; i < 64; i++) {
        for (int j = 0; j < 64; j++) {
            su += u[i][j];
            sv += v[i][j];
            sw += w[i][j];
        }
    }
    printf("sums %.12e %.12e %.12e\n", su, sv, sw);
    for (int i = 0; i < 1000; i++) {
        line[i] = i % 100 < 50 ? 1.0 : 0.0;
    }
    for (int t = 0; t < 20; t++) {
        for (int i = 1; i < 999; i++) {
            line[i] = (line[i - 1] + line[i] + line[i + 1]) / 3.0;
        }
    }
    double ls = 0;
    for (int i = 0; i < 1000; i++) {
        ls += line[i] * (i % 10);
    }
    printf("line %.12e\n", ls);
    return 0;
}
