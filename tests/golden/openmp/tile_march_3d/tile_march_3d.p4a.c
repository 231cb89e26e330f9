#include <stdio.h>
#include <stdlib.h>

static void nineteen(int nx, int ny, int nz, double (*out)[ny][nz], double (*in)[ny][nz])
{
    #pragma omp parallel for
    for (int x = 1; x < nx - 1; x++) {
        for (int y = 1; y < ny - 1; y++) {
            for (int z = 1; z < nz - 1; z++) {
                out[x][y][z] = 0.5 * in[x][y][z] + 0.05 * (in[x - 1][y][z] + in[x + 1][y][z] + in[x][y - 1][z] + in[x][y + 1][z] + in[x][y][z - 1] + in[x][y][z + 1]) + 0.02 * (in[x - 1][y - 1][z] + in[x - 1][y + 1][z] + in[x + 1][y - 1][z] + in[x + 1][y + 1][z] + in[x - 1][y][z - 1] + in[x - 1][y][z + 1] + in[x + 1][y][z - 1] + in[x + 1][y][z + 1] + in[x][y - 1][z - 1] + in[x][y - 1][z + 1] + in[x][y + 1][z - 1] + in[x][y + 1][z + 1]);
            }
        }
    }
}

static void upwind(int nx, int ny, int nz, double (*out)[ny][nz], double (*in)[ny][nz])
{
    #pragma omp parallel for
    for (int x = 2; x < nx; x++) {
        for (int y = 0; y < ny; y++) {
            for (int z = 1; z < nz; z++) {
                out[x][y][z] = in[x][y][z] - 0.3 * in[x - 1][y][z] - 0.1 * in[x - 2][y][z - 1];
            }
        }
    }
}

static double sum(int nx, int ny, int nz, double (*a)[ny][nz])
{
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int x = 0; x < nx; x++) {
        for (int y = 0; y < ny; y++) {
            for (int z = 0; z < nz; z++) {
                s += a[x][y][z] * ((x + 2 * y + 3 * z) % 7 + 1);
            }
        }
    }
    return s;
}

static void run(int nx, int ny, int nz)
{
    double (*a)[ny][nz] = malloc(sizeof(double[nx][ny][nz]));
    double (*b)[ny][nz] = malloc(sizeof(double[nx][ny][nz]));
    #pragma omp parallel for
    for (int x = 0; x < nx; x++) {
        for (int y = 0; y < ny; y++) {
            for (int z = 0; z < nz; z++) {
                a[x][y][z] = b[x][y][z] = (x * 7 + y * 13 + z * 3) % 19 / 19.0;
            }
        }
    }
    for (int t = 0; t < 3; t++) {
        nineteen(nx, ny, nz, b, a);
        nineteen(nx, ny, nz, a, b);
    }
    upwind(nx, ny, nz, b, a);
    printf("%d %d %d: %.12e %.12e\n", nx, ny, nz, sum(nx, ny, nz, a), sum(nx, ny, nz, b));
    free(a);
    free(b);
}

int main(void)
{
    run(37, 21, 45);
    run(3, 40, 33);
    return 0;
}
