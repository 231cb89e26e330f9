#include <stdio.h>
static double b[200][200], l[200][200], c[200][200], a[200][24], x[200], y[200];

int main(void)
{
    int i, j, k;
    #pragma omp parallel for private(j, k)
    for (i = 0; i < 200; i++) {
        for (j = 0; j < 200; j++) {
            b[i][j] = (double)((i * 3 + j * 7) % 19) * 0.1;
        }
        for (k = 0; k < 24; k++) {
            a[i][k] = (double)((i + k * 5) % 7) * 0.25 - 0.5;
        }
        x[i] = 1.0 + (double)(i % 6) * 0.5;
    }
    #pragma omp parallel for private(j) schedule(static, 1)
    for (i = 0; i < 200; i++) {
        for (j = 0; j <= i; j++) {
            l[i][j] = b[i][j] * b[j][i] + 1.0;
        }
    }
    #pragma omp parallel for private(j, k) schedule(static, 1)
    for (i = 0; i < 200; i++) {
        for (j = i; j < 200; j++) {
            double s = 0.0;
            for (k = 0; k < 24; k++) {
                s += a[i][k] * a[j][k];
            }
            c[i][j] = s;
        }
    }
    #pragma omp parallel for private(j) schedule(static, 1)
    for (i = 0; i < 200; i++) {
        double s = 0.0;
        for (j = 0; j <= i; j++) {
            s += l[i][j] * x[j];
        }
        y[i] = s;
    }
    double sl = 0, sc = 0, sy = 0;
    #pragma omp parallel for private(j) schedule(static, 1) reduction(+:sl)
    for (i = 0; i < 200; i++) {
        for (j = 0; j <= i; j++) {
            sl += l[i][j] * (double)((i + j) % 3 + 1);
        }
    }
    #pragma omp parallel for private(j) schedule(static, 1) reduction(+:sc)
    for (i = 0; i < 200; i++) {
        for (j = i; j < 200; j++) {
            sc += c[i][j] * (double)(j % 4 + 1);
        }
    }
    for (i = 0; i < 200; i++) {
        sy += y[i] * (double)(i % 5 + 1);
    }
    printf("l %.12e c %.12e y %.12e\n", sl, sc, sy);
    printf("c[3][150] %.12e y[N-1] %.12e\n", c[3][150], y[200 - 1]);
    return 0;
}
