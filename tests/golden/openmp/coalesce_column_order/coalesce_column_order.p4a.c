#include <stdio.h>
static double a[300][257], b[257][300], c[300][257];
static float cube[20][30][40];

int main(void)
{
    #pragma omp parallel for
    for (int j = 0; j < 257; j++) {
        for (int i = 0; i < 300; i++) {
            a[i][j] = (i * 3 + j * 7) % 31 / 31.0;
            b[j][i] = a[i][j] * 2.0;
        }
    }
    #pragma omp parallel for
    for (int z = 0; z < 40; z++) {
        for (int y = 0; y < 30; y++) {
            for (int x = 0; x < 20; x++) {
                cube[x][y][z] = (float)(x + y * 2 + z * 3);
            }
        }
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 257; j++) {
            c[i][j] = a[i][j] + b[j][i];
            s += c[i][j] * ((i + j) % 5);
        }
    }
    double t = 0;
    #pragma omp parallel for reduction(+:t)
    for (int x = 0; x < 20; x++) {
        for (int y = 0; y < 30; y++) {
            for (int z = 0; z < 40; z++) {
                t += cube[x][y][z];
            }
        }
    }
    printf("%.9e %.3f\n", s, t);
    return 0;
}
