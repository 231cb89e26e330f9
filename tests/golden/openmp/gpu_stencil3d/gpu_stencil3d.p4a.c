#include <stdio.h>
#include <stdlib.h>

static void step(int nx, int ny, int nz, double (*restrict out)[ny][nz], double (*restrict in)[ny][nz], double (*restrict src)[ny][nz], double c)
{
    #pragma omp parallel for
    for (int i = 1; i < nx - 1; i++) {
        for (int j = 1; j < ny - 1; j++) {
            for (int k = 1; k < nz - 1; k++) {
                out[i][j][k] = in[i][j][k] + c * (in[i - 1][j][k] + in[i + 1][j][k] + in[i][j - 1][k] + in[i][j + 1][k] + in[i][j][k - 1] + in[i][j][k + 1] - 6.0 * in[i][j][k]) + src[i][j][k];
            }
        }
    }
}

static void refresh(int nx, int ny, int nz, double (*src)[ny][nz], int t)
{
    #pragma omp parallel for
    for (int i = 0; i < nx; i++) {
        for (int j = 0; j < ny; j++) {
            for (int k = 0; k < nz; k++) {
                src[i][j][k] = (i + j + k + t) % 4 == 0 ? 0.01 * (t + 1) : 0.0;
            }
        }
    }
}

int main(void)
{
    int nx = 34, ny = 30, nz = 26;
    double (*a)[ny][nz] = malloc(sizeof(double[nx][ny][nz]));
    double (*b)[ny][nz] = malloc(sizeof(double[nx][ny][nz]));
    double (*s)[ny][nz] = malloc(sizeof(double[nx][ny][nz]));
    #pragma omp parallel for
    for (int i = 0; i < nx; i++) {
        for (int j = 0; j < ny; j++) {
            for (int k = 0; k < nz; k++) {
                double v = i == 0 || j == 0 || k == 0 ? 1.0 : 0.0;
                if (i == nx / 2 && j == ny / 2 && k == nz / 2) {
                    v = 50.0;
                }
                a[i][j][k] = v;
                b[i][j][k] = v;
            }
        }
    }
    for (int t = 0; t < 12; t++) {
        refresh(nx, ny, nz, s, t);
        step(nx, ny, nz, b, a, s, 0.1);
        double (*tmp)[ny][nz] = a;
        a = b;
        b = tmp;
    }
    double sum = 0, w = 0;
    #pragma omp parallel for reduction(+:sum, w)
    for (int i = 0; i < nx; i++) {
        for (int j = 0; j < ny; j++) {
            for (int k = 0; k < nz; k++) {
                sum += a[i][j][k];
                w += a[i][j][k] * ((i + 2 * j + 3 * k) % 5 + 1);
            }
        }
    }
    printf("sum %.12e weighted %.12e\n", sum, w);
    printf("centre %.12e corner %.12e edge %.12e\n", a[nx / 2][ny / 2][nz / 2], a[1][1][1],
        a[0][5][5]);
    free(a);
    free(b);
    free(s);
    return 0;
}
