/* Element types behind typedefs: `typedef float real;` arrays and scalars in
 * 1-D and 2-D kernels (float arithmetic and float literals), a typedef'd 2-D
 * row type, a typedef of a typedef, and integer typedefs (index_t, u8). Float
 * results are exactly representable sums of small dyadic values, so the float
 * rounding of any order gives the same bits. */
#include <stdio.h>

typedef float real;
typedef real scalar_t;
typedef int index_t;
typedef unsigned char u8;

#define N 50000
#define R 160
#define C 128

typedef real row_t[C];

static real x[N], y[N];
static row_t g[R];
static u8 mask[N];

int main(void)
{
    scalar_t a = 0.5f;
    real b = 0.25f;
    for (index_t i = 0; i < N; i++) {
        x[i] = (real)(i % 64) * 0.125f;
        mask[i] = (u8)(i % 3 == 0);
    }
    for (index_t i = 0; i < N; i++)
        y[i] = a * x[i] + b;
    for (index_t i = 0; i < N; i++)
        y[i] = mask[i] ? y[i] * 2.0f : y[i] - 1.0f;
    for (index_t i = 0; i < R; i++)
        for (index_t j = 0; j < C; j++)
            g[i][j] = (real)(i % 16) * 0.5f - (real)(j % 8) * b;
    for (index_t i = 0; i < R; i++)
        for (index_t j = 0; j < C; j++) {
            real t = g[i][j] * a;
            g[i][j] = t + (real)j * 0.0625f;
        }
    double sx = 0, sy = 0, sg = 0;
    for (index_t i = 0; i < N; i++) {
        sx += x[i];
        sy += y[i] * (i % 4 + 1);
    }
    for (index_t i = 0; i < R; i++)
        for (index_t j = 0; j < C; j++)
            sg += g[i][j] * (i % 3 + 1);
    printf("sizeof(real) %zu\n", sizeof(real));
    printf("x %.6f y %.6f g %.6f\n", sx, sy, sg);
    printf("probe %.6f %.6f %.6f\n", (double)y[1], (double)y[3], (double)g[R - 1][C - 1]);
    return 0;
}
