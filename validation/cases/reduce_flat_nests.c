/* Reductions over whole 2-D and 3-D nests, which the GPU targets flatten into one space
 * that each grid point strides over: a sum and a maximum over a 300 x 301 grid (more
 * iterations than partial values), an integer count over a box with lower bounds other
 * than 0 and an inner step of 3, a product over a small square, and a triangular nest
 * (the inner bound depends on the outer index: only the outer loop is the grid). */
#include <stdio.h>
#define N 300
#define M 301
static double a[N][M];
static int cube[20][30][40];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            a[i][j] = ((i * 17 + j * 29) % 1000) / 999.0 - 0.3;
    for (int x = 0; x < 20; x++)
        for (int y = 0; y < 30; y++)
            for (int z = 0; z < 40; z++)
                cube[x][y][z] = (x * 7 + y * 11 + z * 13) % 17;
    double sum = 0, big = -1e300;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            sum += a[i][j] * a[i][j];
            big = a[i][j] > big ? a[i][j] : big;
        }
    long count = 0;
    for (int x = 2; x < 19; x++)
        for (int y = 1; y < 29; y++)
            for (int z = 3; z < 40; z += 3)
                count += cube[x][y][z] > 8 ? cube[x][y][z] : 1;
    double prod = 1;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            prod *= 1.0 + a[i][j] / 64;
    double tri = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= i && j < M; j++)
            tri += a[i][j];
    printf("%.9e %.12e %ld %.12e %.9e\n", sum, big, count, prod, tri);
    return 0;
}
