#include <stdio.h>
void unit_a(int n, double *x);
void unit_b(int n, double *x);
long a_count(void);

int main(void)
{
    static double x[200000], y[200000];
    #pragma omp parallel for
    for (int i = 0; i < 200000; i++) {
        x[i] = y[i] = (double)(i % 7);
    }
    unit_b(200000, y);
    unit_a(200000, x);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 200000; i++) {
        s += x[i] + y[i];
    }
    printf("%.6e %ld\n", s, a_count());
    return 0;
}
