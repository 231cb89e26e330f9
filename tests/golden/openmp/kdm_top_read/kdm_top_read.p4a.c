#include <stdio.h>
static double a[50000];

int main(void)
{
    unsigned int seed = 9;
    for (int i = 0; i < 50000; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 7;
    }
    double s = 0;
    #pragma omp parallel
    for (int t = 0; t < 10; t++) {
        #pragma omp master
        s += a[0];
        #pragma omp barrier
        #pragma omp for
        for (int i = 0; i < 50000; i++) {
            a[i] = a[i] * 0.5 + t;
        }
    }
    printf("%.9f %.9f\n", s, a[50000 - 1]);
    return 0;
}
