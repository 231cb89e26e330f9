#include <stdio.h>
static double a[40000], b[40000];
static int v[40000];

int main(void)
{
    int i;
    double dot = 0.0;
    double s2 = 0.0;
    double t = 1.0e6;
    long isum = 0;
    double sx = 0.0, sy = 0.0;
    #pragma omp parallel for reduction(+:dot, isum, s2, sx, sy, t)
    for (i = 0; i < 40000; i++) {
        a[i] = 0.25 + (double)((i * 37 + 11) % 101) / 32.0;
        b[i] = 1.0 + (double)(i % 17) / 8.0;
        v[i] = (i * 29 + 7) % 1001 - 300;
        dot += a[i] * b[i];
        s2 = s2 + a[i] / b[i];
        t -= a[i] * 0.5;
        isum += v[i];
        sx += a[i];
        sy += b[i] * b[i];
    }
    printf("dot %.12e s2 %.12e t %.12e\n", dot, s2, t);
    printf("isum %ld sx %.12e sy %.12e\n", isum, sx, sy);
    return 0;
}
