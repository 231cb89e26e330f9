#include <stdio.h>
#include <stdlib.h>
static double x[60000], y[60000], z[60000];
static float f[60000];

int main(void)
{
    double alpha = 1.75;
    double sy = 0, sz = 0, sf = 0;
    #pragma omp parallel for reduction(+:sf, sy, sz)
    for (int i = 0; i < 60000; i++) {
        x[i] = i % 97 * 0.25 - 3.0;
        y[i] = i % 61 * 0.5 + 1.0;
        y[i] = alpha * x[i] + y[i];
        z[i] = x[i] * y[i] - 0.5 * x[i];
        z[i] = z[i] * 0.5 + 1.0;
        f[i] = (float)z[i] * 0.25f;
        sy += y[i];
        sz += z[i] * (1 + i % 3);
        sf += f[i];
    }
    printf("sum y %.12e\n", sy);
    printf("sum z %.12e\n", sz);
    printf("sum f %.12e\n", sf);
    printf("samples %.12e %.12e %.12e\n", y[7], z[60000 / 2], (double)f[60000 - 1]);
    return 0;
}
