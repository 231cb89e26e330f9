#include <stdio.h>
#include <stdlib.h>
static double a[256][256], b[256][256];

static void relax(int n, int m)
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            a[i][j] = 0.5 * (a[i][j] + b[i][j]);
        }
    }
}

int main(int argc, char **argv)
{
    int n = argc > 2 ? atoi(argv[1]) : 64;
    int m = argc > 2 ? atoi(argv[2]) : 4;
    #pragma omp parallel for
    for (int i = 0; i < 256; i++) {
        for (int j = 0; j < 256; j++) {
            a[i][j] = i;
            b[i][j] = j % 7 * 0.25;
        }
    }
    for (int t = 0; t < 100000; t++) {
        relax(n, m);
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 256; i++) {
        for (int j = 0; j < 256; j++) {
            s += a[i][j];
        }
    }
    printf("sum %.6f\n", s);
    printf("a[3][2] %.6f\n", a[3][2]);
    return 0;
}
