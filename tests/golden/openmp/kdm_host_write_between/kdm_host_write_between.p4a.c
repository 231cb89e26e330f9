#include <stdio.h>
static double a[80000], b[80000];

int main(void)
{
    unsigned int seed = 13;
    for (int i = 0; i < 80000; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 19;
    }
    #pragma omp parallel for
    for (int i = 0; i < 80000; i++) {
        a[i] = a[i] * 2.0 + 1.0;
    }
    a[0] = 42.0;
    #pragma omp parallel for
    for (int i = 0; i < 80000; i++) {
        b[i] = a[i] + a[(i + 1) % 80000];
    }
    double s = 0;
    for (int i = 0; i < 80000; i++) {
        s = s * 0.5 + b[i];
    }
    printf("%.9f %.9f\n", s, b[80000 - 1]);
    return 0;
}
