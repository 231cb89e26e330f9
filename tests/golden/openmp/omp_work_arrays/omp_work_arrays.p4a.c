#include <stdio.h>
double A[48][48][16], C[16][16], B[48][48][16];
double gsum[16];

static void contract(void)
{
    double sum[16];
    #pragma omp parallel for private(sum)
    for (int i = 0; i < 48; i++) {
        for (int j = 0; j < 48; j++) {
            for (int p = 0; p < 16; p++) {
                double sum_0 = 0.0;
                for (int q = 0; q < 16; q++) {
                    sum_0 += A[i][j][q] * C[q][p];
                }
                sum[p] = sum_0;
                B[i][j][p] = sum[p];
            }
        }
    }
}

static void contract_global(void)
{
    #pragma omp parallel for firstprivate(gsum) lastprivate(gsum)
    for (int i = 0; i < 48; i++) {
        for (int j = 0; j < 48; j++) {
            for (int p = 0; p < 16; p++) {
                double gsum_0 = 0.0;
                for (int q = 0; q < 16; q++) {
                    gsum_0 += A[i][j][q] * C[q][p];
                }
                gsum[p] = gsum_0;
                B[i][j][p] += gsum[p];
            }
        }
    }
}

static void restrict_rows(int n, int m, double out[n][m])
{
    double x1[m];
    if (n >= 93) {
        #pragma omp parallel for private(x1)
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < m; k++) {
                x1[k] = i * 0.5 + k;
            }
            for (int k = 1; k < m - 1; k++) {
                out[i][k] = x1[k - 1] + x1[k + 1];
            }
        }
    } else {
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < m; k++) {
                x1[k] = i * 0.5 + k;
            }
            for (int k = 1; k < m - 1; k++) {
                out[i][k] = x1[k - 1] + x1[k + 1];
            }
        }
    }
}

static void carried(int n, double *out)
{
    double acc[4] = {1, 2, 3, 4};
    for (int i = 0; i < n; i++) {
        out[i] = acc[i % 4];
        {
            acc[0] = acc[0] * 0.5 + i;
            acc[1] = acc[1] * 0.5 + i;
            acc[2] = acc[2] * 0.5 + i;
            acc[3] = acc[3] * 0.5 + i;
        }
    }
}

double out[3000][40], line[3000];

int main(int argc, char **argv)
{
    (void)argv;
    #pragma omp parallel for
    for (int i = 0; i < 48; i++) {
        for (int j = 0; j < 48; j++) {
            for (int p = 0; p < 16; p++) {
                A[i][j][p] = (i + 2 * j + 3 * p) % 17 * 0.25;
            }
        }
    }
    for (int q = 0; q < 16; q++) {
        for (int p = 0; p < 16; p++) {
            C[q][p] = (q == p) + 0.125 * ((q + p) % 3);
        }
    }
    contract();
    contract_global();
    restrict_rows(2999 + argc, 40, out);
    carried(3000, line);
    double s = 0, g = 0, o = 0, l = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 48; i++) {
        for (int j = 0; j < 48; j++) {
            for (int p = 0; p < 16; p++) {
                s += B[i][j][p];
            }
        }
    }
    for (int p = 0; p < 16; p++) {
        g += gsum[p] * (p + 1);
    }
    #pragma omp parallel for reduction(+:l, o)
    for (int i = 0; i < 3000; i++) {
        l += line[i];
        for (int k = 1; k < 39; k++) {
            o += out[i][k];
        }
    }
    printf("%.6f %.6f %.6f %.6f\n", s, g, o, l);
    return 0;
}
