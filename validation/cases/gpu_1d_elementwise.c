/* 1-D parallel loops that each become a kernel over a 1-D grid: fill, axpy,
 * an elementwise product into a third array, an in-place update and a float
 * copy with conversion. Sizes are large enough for the GPU cost model. */
#include <stdio.h>
#include <stdlib.h>

#define N 60000

static double x[N], y[N], z[N];
static float f[N];

int main(void)
{
    for (int i = 0; i < N; i++) {
        x[i] = (i % 97) * 0.25 - 3.0;
        y[i] = (i % 61) * 0.5 + 1.0;
    }
    double alpha = 1.75;
    for (int i = 0; i < N; i++)
        y[i] = alpha * x[i] + y[i];
    for (int i = 0; i < N; i++)
        z[i] = x[i] * y[i] - 0.5 * x[i];
    for (int i = 0; i < N; i++)
        z[i] = z[i] * 0.5 + 1.0;
    for (int i = 0; i < N; i++)
        f[i] = (float)z[i] * 0.25f;
    double sy = 0, sz = 0, sf = 0;
    for (int i = 0; i < N; i++) {
        sy += y[i];
        sz += z[i] * (1 + i % 3);
        sf += f[i];
    }
    printf("sum y %.12e\n", sy);
    printf("sum z %.12e\n", sz);
    printf("sum f %.12e\n", sf);
    printf("samples %.12e %.12e %.12e\n", y[7], z[N / 2], (double)f[N - 1]);
    return 0;
}
