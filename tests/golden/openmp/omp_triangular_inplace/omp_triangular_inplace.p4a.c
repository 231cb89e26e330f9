#include <math.h>
#include <stdio.h>
static double a[120][120], bvec[120], z[120], x[120];

int main(void)
{
    int i, j, k;
    #pragma omp parallel for private(j)
    for (i = 0; i < 120; i++) {
        for (j = 0; j < 120; j++) {
            a[i][j] = 1.0 / (1.0 + (i > j ? i - j : j - i));
        }
        a[i][i] += (double)120;
        bvec[i] = 1.0 + (double)(i % 7);
    }
    for (i = 0; i < 120; i++) {
        for (j = 0; j <= i; j++) {
            double s = a[i][j];
            for (k = 0; k < j; k++) {
                s -= a[i][k] * a[j][k];
            }
            if (i == j) {
                a[i][i] = sqrt(s);
            } else {
                a[i][j] = s / a[j][j];
            }
        }
    }
    for (i = 0; i < 120; i++) {
        double s = bvec[i];
        for (j = 0; j < i; j++) {
            s -= a[i][j] * z[j];
        }
        z[i] = s / a[i][i];
    }
    for (i = 120 - 1; i >= 0; i--) {
        double s = z[i];
        for (j = i + 1; j < 120; j++) {
            s -= a[j][i] * x[j];
        }
        x[i] = s / a[i][i];
    }
    double sl = 0, sx = 0;
    #pragma omp parallel for private(j) schedule(static, 1) reduction(+:sl, sx)
    for (i = 0; i < 120; i++) {
        for (j = 0; j <= i; j++) {
            sl += a[i][j] * (double)(j % 3 + 1);
        }
        sx += x[i] * (double)(i % 4 + 1);
    }
    printf("L %.12e x %.12e x[0] %.12e x[N-1] %.12e\n", sl, sx, x[0], x[120 - 1]);
    return 0;
}
