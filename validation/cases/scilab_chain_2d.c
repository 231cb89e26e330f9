/* The thesis's Scilab example (a = ones; t0 = a + a; b = t0 + a; t1 = b * 2;
 * c = t1 + 3; disp(b, c)) on 2-D matrices: five nests fuse into one, and a, t0
 * and t1, dead afterwards, become scalars; b and c stay arrays. */
#include <stdio.h>
#define R 300
#define C 200
static double b[R][C], c[R][C];
int main(void)
{
    double a[R][C];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            a[i][j] = 1.0 + (i + j) % 3;
    double t0[R][C];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            t0[i][j] = a[i][j] + a[i][j];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            b[i][j] = t0[i][j] + a[i][j];
    double t1[R][C];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            t1[i][j] = b[i][j] * 2.;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            c[i][j] = t1[i][j] + 3.;
    double s = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            s = s * 0.999 + b[i][j] - c[i][j] * 0.5;
    printf("%.9e %.3f %.3f\n", s, b[R - 1][C - 1], c[0][0]);
    return 0;
}
