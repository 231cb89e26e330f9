#include <stdio.h>
static double b[300][200], c[300][200];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 200; j++) {
            double t1;
            double t0;
            double a;
            a = 1.0 + (i + j) % 3;
            t0 = a + a;
            b[i][j] = t0 + a;
            t1 = b[i][j] * 2.;
            c[i][j] = t1 + 3.;
        }
    }
    double s = 0;
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 200; j++) {
            s = s * 0.999 + b[i][j] - c[i][j] * 0.5;
        }
    }
    printf("%.9e %.3f %.3f\n", s, b[300 - 1][200 - 1], c[0][0]);
    return 0;
}
