#include <stdio.h>
static double x[60000], y[60000];

int main(void)
{
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 1; i <= 60000; i++) {
        double tmp;
        x[i - 1] = i % 7 * 0.5;
        y[i - 1] = i % 11 * 0.25 - 1;
        tmp = x[i - 1] * y[i - 1];
        s = s + tmp;
    }
    printf("%.9e\n", s);
    return 0;
}
