#include <math.h>
#include <stdio.h>
static double a[60000];
static float f[60000];

int main(void)
{
    double s = 0.0, t = 0.0;
    #pragma omp parallel for reduction(+:s, t)
    for (int i = 0; i < 60000; i++) {
        f[i] = sqrtf(i % 100) + fabsf(i - 5) + floorf(i % 9 * 0.5f);
        a[i] = sqrt(i) + pow(i % 7, 2) + fabs(i - 30000) + floor(i / 3) + fmin(i, 77) + ldexp(1.0,
            i % 5);
        s += a[i];
        t += f[i];
    }
    printf("%.10e %.6e\n", s, t);
    return 0;
}
