#include <stdio.h>
static double x[30000], y[30000];

int main(void)
{
    double last = 0;
    #pragma omp parallel for lastprivate(last)
    for (int i = 0; i < 30000; i++) {
        last = i % 9 * 0.5;
        x[i] = last * 2;
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 30000; i++) {
        y[i] = x[i] + last;
        s += y[i];
    }
    printf("%.9e %.3f\n", s, last);
    return 0;
}
