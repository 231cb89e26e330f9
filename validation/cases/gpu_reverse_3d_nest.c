/* A 3-D nest written in reverse order: the contiguous subscript's index is the outermost loop. */
#include <stdio.h>
#define A 40
#define B 50
#define C 60
static double u[A][B][C], v[A][B][C];
int main(void)
{
    for (int i = 0; i < A; i++)
        for (int j = 0; j < B; j++)
            for (int k = 0; k < C; k++)
                u[i][j][k] = (i * 3 + j * 5 + k * 7) % 13;
    for (int k = 1; k < C - 1; k++)
        for (int j = 0; j < B; j++)
            for (int i = 2; i < A; i += 2)
                v[i][j][k] = u[i][j][k - 1] + u[i][j][k + 1] - 0.5 * u[i - 1][j][k];
    double s = 0;
    for (int i = 0; i < A; i++)
        for (int j = 0; j < B; j++)
            for (int k = 0; k < C; k++)
                s = s * 0.75 + v[i][j][k];
    printf("%.10f %.4f\n", s, v[A / 2][B / 3][C / 4]);
    return 0;
}
