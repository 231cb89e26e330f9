#include <stdio.h>
static double a[50000], b[50000];

int main(void)
{
    unsigned int seed = 67;
    for (int i = 0; i < 50000; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 13;
        b[i] = 1.0;
    }
    #pragma omp parallel
    for (int t = 0; t < 10; t++) {
        if (t % 2 == 0) {
            #pragma omp for
            for (int i = 0; i < 50000; i++) {
                b[i] = b[i] * 0.5 + a[i];
            }
        } else {
            #pragma omp for
            for (int i = 0; i < 50000; i++) {
                a[i] = a[i] * 0.25 + b[i];
            }
        }
    }
    double s = 0;
    for (int i = 0; i < 50000; i++) {
        s = s * 0.5 + a[i] + b[i];
    }
    printf("%.9f\n", s);
    return 0;
}
