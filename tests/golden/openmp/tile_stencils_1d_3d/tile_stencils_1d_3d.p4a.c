#include <stdio.h>
static double f[1000], g[1000];
static float u[19][23][29], w[19][23][29];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 1000; i++) {
        f[i] = i * 37 % 101 / 101.0;
    }
    #pragma omp parallel for
    for (int x = 0; x < 19; x++) {
        for (int y = 0; y < 23; y++) {
            for (int z = 0; z < 29; z++) {
                u[x][y][z] = w[x][y][z] = (float)((x * 3 + y * 5 + z * 7) % 11);
            }
        }
    }
    #pragma omp parallel
    for (int r = 0; r < 5; r++) {
        #pragma omp for
        for (int i = 2; i < 1000 - 2; i++) {
            g[i] = (f[i - 2] + 2 * f[i - 1] + 4 * f[i] + 2 * f[i + 1] + f[i + 2]) / 10;
        }
        #pragma omp for
        for (int i = 2; i < 1000 - 2; i++) {
            f[i] = g[i];
        }
    }
    #pragma omp parallel
    for (int t = 0; t < 4; t++) {
        #pragma omp for
        for (int x = 1; x < 19 - 1; x++) {
            for (int y = 1; y < 23 - 1; y++) {
                for (int z = 1; z < 29 - 1; z++) {
                    w[x][y][z] = u[x][y][z] + 0.1f * (u[x - 1][y][z] + u[x + 1][y][z] + u[x][y - 1][z] + u[x][y + 1][z] + u[x][y][z - 1] + u[x][y][z + 1] - 6.0f * u[x][y][z]);
                }
            }
        }
        #pragma omp for
        for (int x = 1; x < 19 - 1; x++) {
            for (int y = 1; y < 23 - 1; y++) {
                for (int z = 1; z < 29 - 1; z++) {
                    u[x][y][z] = w[x][y][z];
                }
            }
        }
    }
    double s = 0, h = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 1000; i++) {
        s += f[i] * (i % 7);
    }
    #pragma omp parallel for reduction(+:h)
    for (int x = 0; x < 19; x++) {
        for (int y = 0; y < 23; y++) {
            for (int z = 0; z < 29; z++) {
                h += u[x][y][z] * ((x + y + z) % 5);
            }
        }
    }
    printf("%.12e %.6e\n", s, h);
    return 0;
}
