/* libm calls inside kernels: sqrt, exp, sin, cos, fabs, pow, floor, fmod and
 * the float versions sqrtf and fabsf, in 1-D and 2-D nests. Arguments stay in
 * ranges where results are well conditioned, floor is only applied to exact
 * values (multiples of 1/256) and sqrtf only to exact squares, so device
 * libraries agree within the tolerance. */
#include <math.h>
#include <stdio.h>

#define N 30000
#define R 150
#define C 140

static double x[N], r1[N], r2[N], r3[N], r4[N];
static float fx[N], fr[N];
static double g[R][C];

int main(void)
{
    for (int i = 0; i < N; i++) {
        x[i] = (i % 1000) * 0.00390625 - 2.0;      /* exact multiples of 1/256 */
        fx[i] = (float)((i % 500) - 250) * 0.125f;
        fx[i] = fx[i] * fx[i];                    /* exact squares */
    }
    for (int i = 0; i < N; i++)
        r1[i] = sqrt(fabs(x[i]) + 1.0) + exp(-x[i] * x[i]);
    for (int i = 0; i < N; i++)
        r2[i] = sin(x[i]) * sin(x[i]) + cos(x[i]) * 0.5 + 2.0;
    for (int i = 0; i < N; i++)
        r3[i] = pow(fabs(x[i]) + 0.5, 1.5) + pow(2.0, (double)(i % 10));
    for (int i = 0; i < N; i++)
        r4[i] = floor(x[i] * 4.0) + fmod((double)i, 7.0) + floor(-x[i] * 0.5);
    for (int i = 0; i < N; i++)
        fr[i] = sqrtf(fabsf(fx[i])) + fabsf(fx[i] - 1.0f);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            g[i][j] = exp(-0.01 * i) * sqrt(1.0 + j) + fabs(sin(0.05 * (i - j)));
    double s1 = 0, s2 = 0, s3 = 0, s4 = 0, sf = 0, sg = 0;
    for (int i = 0; i < N; i++) {
        s1 += r1[i];
        s2 += r2[i];
        s3 += r3[i];
        s4 += r4[i];
        sf += fr[i];
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            sg += g[i][j];
    printf("sqrt+exp %.12e\n", s1);
    printf("sin+cos %.12e\n", s2);
    printf("pow %.12e\n", s3);
    printf("floor+fmod %.12e\n", s4);
    printf("float %.6e\n", sf);
    printf("2-D %.12e\n", sg);
    return 0;
}
