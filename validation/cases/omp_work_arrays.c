/* Work arrays declared outside a nest: written in full, then read, in every iteration.
   A local fixed-size array is private; a global one is private too, with the last
   iteration's values copied out (they are printed after the loop); a variable-length
   array is private; one read before it is written in an iteration is carried. */
#include <stdio.h>
#define N 48
#define P 16
double A[N][N][P], C[P][P], B[N][N][P];
double gsum[P];
static void contract(void)
{
    double sum[P];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            for (int p = 0; p < P; p++) {
                sum[p] = 0.0;
                for (int q = 0; q < P; q++)
                    sum[p] += A[i][j][q] * C[q][p];
            }
            for (int p = 0; p < P; p++)
                B[i][j][p] = sum[p];
        }
}
static void contract_global(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            for (int p = 0; p < P; p++) {
                gsum[p] = 0.0;
                for (int q = 0; q < P; q++)
                    gsum[p] += A[i][j][q] * C[q][p];
            }
            for (int p = 0; p < P; p++)
                B[i][j][p] += gsum[p];
        }
}
static void restrict_rows(int n, int m, double out[n][m])
{
    double x1[m];
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < m; k++)
            x1[k] = i * 0.5 + k;
        for (int k = 1; k < m - 1; k++)
            out[i][k] = x1[k - 1] + x1[k + 1];
    }
}
static void carried(int n, double *out)
{
    double acc[4] = {1, 2, 3, 4};
    for (int i = 0; i < n; i++) {
        out[i] = acc[i % 4];
        for (int k = 0; k < 4; k++)
            acc[k] = acc[k] * 0.5 + i;
    }
}
double out[3000][40], line[3000];
int main(int argc, char **argv)
{
    (void)argv;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int p = 0; p < P; p++)
                A[i][j][p] = (i + 2 * j + 3 * p) % 17 * 0.25;
    for (int q = 0; q < P; q++)
        for (int p = 0; p < P; p++)
            C[q][p] = (q == p) + 0.125 * ((q + p) % 3);
    contract();
    contract_global();
    restrict_rows(2999 + argc, 40, out);
    carried(3000, line);
    double s = 0, g = 0, o = 0, l = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int p = 0; p < P; p++)
                s += B[i][j][p];
    for (int p = 0; p < P; p++)
        g += gsum[p] * (p + 1);
    for (int i = 0; i < 3000; i++) {
        l += line[i];
        for (int k = 1; k < 39; k++)
            o += out[i][k];
    }
    printf("%.6f %.6f %.6f %.6f\n", s, g, o, l);
    return 0;
}
