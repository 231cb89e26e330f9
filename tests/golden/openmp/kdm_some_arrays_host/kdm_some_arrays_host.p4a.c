#include <stdio.h>
static double u[25000], v[25000], w[25000];

int main(void)
{
    unsigned int seed = 41;
    for (int i = 0; i < 25000; i++) {
        seed = seed * 1103515245u + 12345u;
        u[i] = (seed >> 16) % 8;
        v[i] = 1.0;
        w[i] = 2.0;
    }
    #pragma omp parallel
    for (int t = 0; t < 5; t++) {
        #pragma omp for
        for (int i = 0; i < 25000; i++) {
            v[i] = v[i] * 0.5 + u[i];
            w[i] = w[i] * 0.25 + v[i];
            u[i] = u[i] + 0.01 * w[i];
        }
    }
    for (int i = 0; i < 25000; i += 2500) {
        printf("%d %.9f\n", i, w[i]);
    }
    return 0;
}
