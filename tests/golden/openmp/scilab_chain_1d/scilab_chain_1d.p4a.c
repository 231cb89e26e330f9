#include <math.h>
#include <stdio.h>
static double x[50000], y[50000];

int main(void)
{
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 1; i <= 50000; i++) {
        double t2;
        double t1;
        x[i - 1] = i % 101 * 0.01 - 0.5;
        t1 = x[i - 1] * x[i - 1];
        t2 = t1 + 1;
        y[i - 1] = sqrt(t2) * 2;
        s = s + y[i - 1];
    }
    printf("%.9e\n", s);
    return 0;
}
