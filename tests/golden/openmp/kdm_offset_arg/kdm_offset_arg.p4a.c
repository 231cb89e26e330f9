#include <stdio.h>
static double a[50000];

static void step(int n, double *x)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        x[i] = x[i] * 3.0 - 1.0;
    }
}

int main(void)
{
    unsigned int seed = 19;
    for (int i = 0; i < 50000; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 5;
    }
    step(50000 - 1, a + 1);
    double s = 0;
    for (int i = 0; i < 50000; i++) {
        s = s * 0.5 + a[i];
    }
    printf("%.9f %.3f %.3f\n", s, a[0], a[50000 - 1]);
    return 0;
}
