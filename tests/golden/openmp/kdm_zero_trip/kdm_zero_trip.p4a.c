#include <stdio.h>
static double a[30000], b[30000];

int main(int argc, char **argv)
{
    (void)argv;
    int steps = argc - 1;
    unsigned int seed = 37;
    for (int i = 0; i < 30000; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 10;
        b[i] = 0;
    }
    #pragma omp parallel
    for (int t = 0; t < steps; t++) {
        #pragma omp for
        for (int i = 1; i < 30000 - 1; i++) {
            b[i] = a[i - 1] + a[i + 1];
        }
        #pragma omp for
        for (int i = 1; i < 30000 - 1; i++) {
            a[i] = b[i] * 0.5;
        }
    }
    double s = 0;
    for (int i = 0; i < 30000; i++) {
        s = s * 0.5 + a[i] + b[i];
    }
    printf("%.9f\n", s);
    return 0;
}
