/* Nests written in column order (the loop over rows innermost), as Fortran-minded code
 * and transposed kernels do: the GPU targets put the index of the contiguous subscript
 * on grid dimension 0 whatever the nest's order, so neighbouring work items touch
 * neighbouring elements. A transpose (one of its two arrays is walked across rows,
 * whatever the order), a column-order update of a 3-D array, and a row-order nest as
 * the control. */
#include <stdio.h>
#define R 300
#define C 257
static double a[R][C], b[C][R], c[R][C];
static float cube[20][30][40];

int main(void)
{
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++)
            a[i][j] = (i * 3 + j * 7) % 31 / 31.0;
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++)
            b[j][i] = a[i][j] * 2.0;
    for (int z = 0; z < 40; z++)
        for (int y = 0; y < 30; y++)
            for (int x = 0; x < 20; x++)
                cube[x][y][z] = (float)(x + y * 2 + z * 3);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            c[i][j] = a[i][j] + b[j][i];
    double s = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            s += c[i][j] * ((i + j) % 5);
    double t = 0;
    for (int x = 0; x < 20; x++)
        for (int y = 0; y < 30; y++)
            for (int z = 0; z < 40; z++)
                t += cube[x][y][z];
    printf("%.9e %.3f\n", s, t);
    return 0;
}
