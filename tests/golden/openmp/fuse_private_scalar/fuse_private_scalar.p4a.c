#include <stdio.h>
static double x[40000], y[40000], z[40000];

int main(void)
{
    double t;
    #pragma omp parallel for private(t)
    for (int i = 0; i < 40000; i++) {
        x[i] = i % 31 * 0.1;
        t = x[i] * 0.5;
        y[i] = t * t;
        t = y[i] + x[i];
        z[i] = t - 1;
    }
    double s = 0;
    for (int i = 0; i < 40000; i++) {
        s = s * 0.9 + z[i];
    }
    printf("%.9e\n", s);
    return 0;
}
