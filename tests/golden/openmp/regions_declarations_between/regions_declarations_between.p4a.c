#include <stdio.h>
static double a[100000], b[100000];

int main(void)
{
    double s = 0.0;
    #pragma omp parallel
    for (int t = 0; t < 8; t++) {
        #pragma omp for
        for (int i = 0; i < 100000; i++) {
            a[i] = a[i] * 0.5 + t + b[i];
        }
        double m = a[5];
        #pragma omp barrier
        ;
        int k = 3;
        #pragma omp master
        s += m * k;
        #pragma omp barrier
        #pragma omp for
        for (int i = 0; i < 100000; i++) {
            b[i] = a[i] * 0.25 + s * 1e-9;
        }
        #pragma omp master
        {
            double q = b[7];
            ;
            s += q;
        }
        #pragma omp barrier
    }
    double cs = 0.0;
    #pragma omp parallel for reduction(+:cs)
    for (int i = 0; i < 100000; i++) {
        cs += a[i] + b[i] * 2;
    }
    printf("%.9e %.9e\n", s, cs);
    return 0;
}
