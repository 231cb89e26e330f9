#include <stdio.h>
static double a[40000], b[40000];
static int v[40000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 40000; i++) {
        a[i] = 0.25 + (double)((i * 37 + 11) % 101) / 32.0;
        b[i] = 1.0 + (double)(i % 17) / 8.0;
        v[i] = (i * 29 + 7) % 1001 - 300;
    }
    double dot = 0.0;
    #pragma omp parallel for reduction(+:dot)
    for (i = 0; i < 40000; i++) {
        dot += a[i] * b[i];
    }
    double s2 = 0.0;
    #pragma omp parallel for reduction(+:s2)
    for (i = 0; i < 40000; i++) {
        s2 = s2 + a[i] / b[i];
    }
    double t = 1.0e6;
    #pragma omp parallel for reduction(+:t)
    for (i = 0; i < 40000; i++) {
        t -= a[i] * 0.5;
    }
    long isum = 0;
    #pragma omp parallel for reduction(+:isum)
    for (i = 0; i < 40000; i++) {
        isum += v[i];
    }
    double sx = 0.0, sy = 0.0;
    #pragma omp parallel for reduction(+:sx, sy)
    for (i = 0; i < 40000; i++) {
        sx += a[i];
        sy += b[i] * b[i];
    }
    printf("dot %.12e s2 %.12e t %.12e\n", dot, s2, t);
    printf("isum %ld sx %.12e sy %.12e\n", isum, sx, sy);
    return 0;
}
