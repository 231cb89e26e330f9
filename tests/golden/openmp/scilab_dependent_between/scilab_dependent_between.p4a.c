#include <stdio.h>
static double x[30000], t[30000], y[30000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 30000; i++) {
        x[i] = i % 19 * 0.5 - 4;
        t[i] = x[i] * x[i];
    }
    double m = t[3] + 1;
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 30000; i++) {
        y[i] = t[i] / m;
        s += y[i];
    }
    printf("%.9e\n", s);
    return 0;
}
