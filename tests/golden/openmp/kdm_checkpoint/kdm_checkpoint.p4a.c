#include <stdio.h>
static double a[60000];

int main(void)
{
    unsigned int seed = 5;
    for (int i = 0; i < 60000; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 29;
    }
    #pragma omp parallel
    for (int t = 0; t < 20; t++) {
        #pragma omp for
        for (int i = 0; i < 60000; i++) {
            a[i] = a[i] * 0.9 + 1.0;
        }
        #pragma omp master
        if (t % 5 == 0) {
            printf("step %d: a[0] = %.9f\n", t, a[0]);
        }
        #pragma omp barrier
    }
    double s = 0;
    for (int i = 0; i < 60000; i++) {
        s = s * 0.5 + a[i];
    }
    printf("%.9f\n", s);
    return 0;
}
