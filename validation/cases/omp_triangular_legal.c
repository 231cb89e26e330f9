/* Triangular nests whose outer iterations write distinct rows and read only
 * arrays the nest does not write: a lower triangle built from b[i][j] and
 * b[j][i], a symmetric rank-k product into the upper triangle, and a lower
 * triangular matrix-vector product. The outer loops are parallel. */
#include <stdio.h>

#define N 200
#define K 24

static double b[N][N], l[N][N], c[N][N], a[N][K], x[N], y[N];

int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++)
            b[i][j] = (double)((i * 3 + j * 7) % 19) * 0.1;
        for (k = 0; k < K; k++)
            a[i][k] = (double)((i + k * 5) % 7) * 0.25 - 0.5;
        x[i] = 1.0 + (double)(i % 6) * 0.5;
    }
    for (i = 0; i < N; i++)
        for (j = 0; j <= i; j++)
            l[i][j] = b[i][j] * b[j][i] + 1.0;
    for (i = 0; i < N; i++)
        for (j = i; j < N; j++) {
            double s = 0.0;
            for (k = 0; k < K; k++)
                s += a[i][k] * a[j][k];
            c[i][j] = s;
        }
    for (i = 0; i < N; i++) {
        double s = 0.0;
        for (j = 0; j <= i; j++)
            s += l[i][j] * x[j];
        y[i] = s;
    }
    double sl = 0, sc = 0, sy = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j <= i; j++)
            sl += l[i][j] * (double)((i + j) % 3 + 1);
    for (i = 0; i < N; i++)
        for (j = i; j < N; j++)
            sc += c[i][j] * (double)(j % 4 + 1);
    for (i = 0; i < N; i++)
        sy += y[i] * (double)(i % 5 + 1);
    printf("l %.12e c %.12e y %.12e\n", sl, sc, sy);
    printf("c[3][150] %.12e y[N-1] %.12e\n", c[3][150], y[N - 1]);
    return 0;
}
