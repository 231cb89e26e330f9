/* A 1-D three-point smoother over 1000 points (not a multiple of 256) with wider reach
 * (offsets -2..2), and a 3-D seven-point heat step on a 19 x 23 x 29 box, with lower
 * bounds other than 0. */
#include <stdio.h>
#define L 1000
#define X 19
#define Y 23
#define Z 29
static double f[L], g[L];
static float u[X][Y][Z], w[X][Y][Z];

int main(void)
{
    for (int i = 0; i < L; i++)
        f[i] = (i * 37 % 101) / 101.0;
    for (int x = 0; x < X; x++)
        for (int y = 0; y < Y; y++)
            for (int z = 0; z < Z; z++)
                u[x][y][z] = w[x][y][z] = (float)((x * 3 + y * 5 + z * 7) % 11);
    for (int r = 0; r < 5; r++) {
        for (int i = 2; i < L - 2; i++)
            g[i] = (f[i - 2] + 2 * f[i - 1] + 4 * f[i] + 2 * f[i + 1] + f[i + 2]) / 10;
        for (int i = 2; i < L - 2; i++)
            f[i] = g[i];
    }
    for (int t = 0; t < 4; t++) {
        for (int x = 1; x < X - 1; x++)
            for (int y = 1; y < Y - 1; y++)
                for (int z = 1; z < Z - 1; z++)
                    w[x][y][z] = u[x][y][z] + 0.1f * (u[x - 1][y][z] + u[x + 1][y][z]
                                 + u[x][y - 1][z] + u[x][y + 1][z]
                                 + u[x][y][z - 1] + u[x][y][z + 1] - 6.0f * u[x][y][z]);
        for (int x = 1; x < X - 1; x++)
            for (int y = 1; y < Y - 1; y++)
                for (int z = 1; z < Z - 1; z++)
                    u[x][y][z] = w[x][y][z];
    }
    double s = 0, h = 0;
    for (int i = 0; i < L; i++)
        s += f[i] * (i % 7);
    for (int x = 0; x < X; x++)
        for (int y = 0; y < Y; y++)
            for (int z = 0; z < Z; z++)
                h += u[x][y][z] * ((x + y + z) % 5);
    printf("%.12e %.6e\n", s, h);
    return 0;
}
