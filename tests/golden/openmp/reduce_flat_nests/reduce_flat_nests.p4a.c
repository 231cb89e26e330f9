#include <stdio.h>
static double a[300][301];
static int cube[20][30][40];

int main(void)
{
    #pragma omp parallel for
    for (int x = 0; x < 20; x++) {
        for (int y = 0; y < 30; y++) {
            for (int z = 0; z < 40; z++) {
                cube[x][y][z] = (x * 7 + y * 11 + z * 13) % 17;
            }
        }
    }
    double sum = 0, big = -1e300;
    #pragma omp parallel for reduction(+:sum) reduction(max:big)
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 301; j++) {
            a[i][j] = (i * 17 + j * 29) % 1000 / 999.0 - 0.3;
            sum += a[i][j] * a[i][j];
            big = a[i][j] > big ? a[i][j] : big;
        }
    }
    long count = 0;
    #pragma omp parallel for reduction(+:count)
    for (int x = 2; x < 19; x++) {
        for (int y = 1; y < 29; y++) {
            for (int z = 3; z < 40; z += 3) {
                count += cube[x][y][z] > 8 ? cube[x][y][z] : 1;
            }
        }
    }
    double prod = 1;
    #pragma omp parallel for reduction(*:prod)
    for (int i = 0; i < 8; i++) {
        prod *= 1.0 + a[i][0] / 64;
        prod *= 1.0 + a[i][1] / 64;
        prod *= 1.0 + a[i][2] / 64;
        prod *= 1.0 + a[i][3] / 64;
        prod *= 1.0 + a[i][4] / 64;
        prod *= 1.0 + a[i][5] / 64;
        prod *= 1.0 + a[i][6] / 64;
        prod *= 1.0 + a[i][7] / 64;
    }
    double tri = 0;
    #pragma omp parallel for reduction(+:tri)
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j <= i && j < 301; j++) {
            tri += a[i][j];
        }
    }
    printf("%.9e %.12e %ld %.12e %.9e\n", sum, big, count, prod, tri);
    return 0;
}
