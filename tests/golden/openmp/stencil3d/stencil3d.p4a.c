#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void sweep(int nx, int ny, int nz, double (*in)[ny][nz], double (*out)[ny][nz], double (*f)[ny][nz], double h2)
{
    for (int i = 1; i < nx - 1; i++) {
        for (int j = 1; j < ny - 1; j++) {
            for (int k = 1; k < nz - 1; k++) {
                out[i][j][k] = (in[i - 1][j][k] + in[i + 1][j][k] + in[i][j - 1][k] + in[i][j + 1][k] + in[i][j][k - 1] + in[i][j][k + 1] - h2 * f[i][j][k]) / 6.0;
            }
        }
    }
}

static double residual(int nx, int ny, int nz, double (*u)[ny][nz], double (*f)[ny][nz], double h2)
{
    double r = 0;
    #pragma omp parallel for reduction(+:r)
    for (int i = 1; i < nx - 1; i++) {
        for (int j = 1; j < ny - 1; j++) {
            for (int k = 1; k < nz - 1; k++) {
                double lap = u[i - 1][j][k] + u[i + 1][j][k] + u[i][j - 1][k] + u[i][j + 1][k] + u[i][j][k - 1] + u[i][j][k + 1] - 6.0 * u[i][j][k];
                double d = lap / h2 - f[i][j][k];
                r += d * d;
            }
        }
    }
    return sqrt(r);
}

int main(void)
{
    int nx = 32, ny = 28, nz = 24, steps = 30;
    double (*a)[ny][nz] = calloc((size_t)nx, sizeof *a);
    double (*b)[ny][nz] = calloc((size_t)nx, sizeof *b);
    double (*f)[ny][nz] = malloc(sizeof(double[nx][ny][nz]));
    double h = 1.0 / (nx - 1), h2 = h * h;
    #pragma omp parallel for
    for (int i = 0; i < nx; i++) {
        for (int j = 0; j < ny; j++) {
            for (int k = 0; k < nz; k++) {
                f[i][j][k] = (i + j + k) % 5 == 0 ? 1.0 : -0.25;
                if (i == 0 || j == 0 || k == 0) {
                    a[i][j][k] = b[i][j][k] = 1.0;
                }
            }
        }
    }
    double r0 = residual(nx, ny, nz, a, f, h2);
    for (int t = 0; t < steps; t++) {
        sweep(nx, ny, nz, a, b, f, h2);
        double (*tmp)[ny][nz] = a;
        a = b;
        b = tmp;
    }
    double r1 = residual(nx, ny, nz, a, f, h2);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < nx; i++) {
        for (int j = 0; j < ny; j++) {
            for (int k = 0; k < nz; k++) {
                s += a[i][j][k];
            }
        }
    }
    printf("residual %.10e -> %.10e sum %.12e mid %.12e\n", r0, r1, s, a[nx / 2][ny / 2][nz / 2]);
    free(a);
    free(b);
    free(f);
    return 0;
}
