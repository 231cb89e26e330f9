#include <stdio.h>
#include <stdlib.h>

static void blur(int n, int m, double (*restrict out)[m], double (*in)[m])
{
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < m - 1; j++) {
            out[i][j] = (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] + 4 * in[i][j]) / 8;
        }
    }
}

static void sharpen_in_place(int n, int m, double (*a)[m])
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 1; j < m - 1; j++) {
            a[i][j] = 2 * a[i][j] - 0.5 * a[i][j];
        }
    }
}

int main(void)
{
    int n = 45, m = 70;
    double (*img)[m] = malloc(sizeof(double[n][m]));
    double (*tmp)[m] = malloc(sizeof(double[n][m]));
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            img[i][j] = tmp[i][j] = (i * 5 + j * 3) % 17 / 17.0;
        }
    }
    for (int r = 0; r < 3; r++) {
        blur(n, m, tmp, img);
        blur(n, m, img, tmp);
    }
    sharpen_in_place(n, m, img);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            s += img[i][j] * (i * j % 3 + 1);
        }
    }
    printf("%.12e %.12e\n", s, img[n / 2][m / 3]);
    free(img);
    free(tmp);
    return 0;
}
