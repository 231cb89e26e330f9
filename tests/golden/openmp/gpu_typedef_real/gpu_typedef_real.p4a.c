#include <stdio.h>
typedef float real;
typedef real scalar_t;
typedef int index_t;
typedef unsigned char u8;
typedef real row_t[128];
static real x[50000], y[50000];
static row_t g[160];
static u8 mask[50000];

int main(void)
{
    scalar_t a = 0.5f;
    real b = 0.25f;
    double sx = 0, sy = 0, sg = 0;
    #pragma omp parallel for reduction(+:sx, sy)
    for (index_t i = 0; i < 50000; i++) {
        x[i] = (real)(i % 64) * 0.125f;
        mask[i] = (u8)(i % 3 == 0);
        y[i] = a * x[i] + b;
        y[i] = mask[i] ? y[i] * 2.0f : y[i] - 1.0f;
        sx += x[i];
        sy += y[i] * (i % 4 + 1);
    }
    #pragma omp parallel for reduction(+:sg)
    for (index_t i = 0; i < 160; i++) {
        for (index_t j = 0; j < 128; j++) {
            g[i][j] = (real)(i % 16) * 0.5f - (real)(j % 8) * b;
            {
                real t = g[i][j] * a;
                g[i][j] = t + (real)j * 0.0625f;
            }
            sg += g[i][j] * (i % 3 + 1);
        }
    }
    printf("sizeof(real) %zu\n", sizeof(real));
    printf("x %.6f y %.6f g %.6f\n", sx, sy, sg);
    printf("probe %.6f %.6f %.6f\n", (double)y[1], (double)y[3], (double)g[160 - 1][128 - 1]);
    return 0;
}
