#include <stdio.h>
#include <stdlib.h>
static double x[4096][4], y[4096][4];

static void smooth(int lk, double c)
{
    if (lk >= 55556) {
        #pragma omp parallel for
        for (int k = 0; k < lk; k++) {
            y[k][0] = c * x[k][0] + (1.0 - c) * y[k][0];
            y[k][1] = c * x[k][1] + (1.0 - c) * y[k][1];
            y[k][2] = c * x[k][2] + (1.0 - c) * y[k][2];
            y[k][3] = c * x[k][3] + (1.0 - c) * y[k][3];
        }
    } else {
        for (int k = 0; k < lk; k++) {
            y[k][0] = c * x[k][0] + (1.0 - c) * y[k][0];
            y[k][1] = c * x[k][1] + (1.0 - c) * y[k][1];
            y[k][2] = c * x[k][2] + (1.0 - c) * y[k][2];
            y[k][3] = c * x[k][3] + (1.0 - c) * y[k][3];
        }
    }
}

int main(int argc, char **argv)
{
    int lk = argc > 1 ? atoi(argv[1]) : 2000;
    #pragma omp parallel for
    for (int k = 0; k < 4096; k++) {
        x[k][0] = k % 13 * 0.125 + 0;
        y[k][0] = 0.0;
        x[k][1] = k % 13 * 0.125 + 1;
        y[k][1] = 0.0;
        x[k][2] = k % 13 * 0.125 + 2;
        y[k][2] = 0.0;
        x[k][3] = k % 13 * 0.125 + 3;
        y[k][3] = 0.0;
    }
    for (int call = 0; call < 2000; call++) {
        smooth(lk, 0.001 * (call % 10));
    }
    double s = 0;
    for (int k = 0; k < 4096; k++) {
        s += y[k][0] + y[k][4 - 1];
    }
    printf("sum %.9f\n", s);
    return 0;
}
