#include <stdio.h>
static double x[20000], y[20000], z[20000];

int main(void)
{
    double t[20000];
    double u[20000];
    #pragma omp parallel for
    for (int i = 0; i < 20000; i++) {
        x[i] = i % 13 - 6.0;
        t[i] = x[i] * 2;
        u[i] = x[i] + 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < 20000; i++) {
        z[i] = u[20000 - 1 - i] * 0.5;
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 20000 - 1; i++) {
        y[i] = t[i + 1] - t[i];
        s += y[i] * z[i];
    }
    printf("%.9e\n", s);
    return 0;
}
