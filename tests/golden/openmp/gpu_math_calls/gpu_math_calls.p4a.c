#include <math.h>
#include <stdio.h>
static double x[30000], r1[30000], r2[30000], r3[30000], r4[30000];
static float fx[30000], fr[30000];
static double g[150][140];

int main(void)
{
    double s1 = 0, s2 = 0, s3 = 0, s4 = 0, sf = 0, sg = 0;
    #pragma omp parallel for reduction(+:s1, s2, s3, s4, sf)
    for (int i = 0; i < 30000; i++) {
        x[i] = i % 1000 * 0.00390625 - 2.0;
        fx[i] = (float)(i % 500 - 250) * 0.125f;
        fx[i] = fx[i] * fx[i];
        r1[i] = sqrt(fabs(x[i]) + 1.0) + exp(-x[i] * x[i]);
        r2[i] = sin(x[i]) * sin(x[i]) + cos(x[i]) * 0.5 + 2.0;
        r3[i] = pow(fabs(x[i]) + 0.5, 1.5) + pow(2.0, (double)(i % 10));
        r4[i] = floor(x[i] * 4.0) + fmod((double)i, 7.0) + floor(-x[i] * 0.5);
        fr[i] = sqrtf(fabsf(fx[i])) + fabsf(fx[i] - 1.0f);
        s1 += r1[i];
        s2 += r2[i];
        s3 += r3[i];
        s4 += r4[i];
        sf += fr[i];
    }
    #pragma omp parallel for reduction(+:sg)
    for (int i = 0; i < 150; i++) {
        for (int j = 0; j < 140; j++) {
            g[i][j] = exp(-0.01 * i) * sqrt(1.0 + j) + fabs(sin(0.05 * (i - j)));
            sg += g[i][j];
        }
    }
    printf("sqrt+exp %.12e\n", s1);
    printf("sin+cos %.12e\n", s2);
    printf("pow %.12e\n", s3);
    printf("floor+fmod %.12e\n", s4);
    printf("float %.6e\n", sf);
    printf("2-D %.12e\n", sg);
    return 0;
}
