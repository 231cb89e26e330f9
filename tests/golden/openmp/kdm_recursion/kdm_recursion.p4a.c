#include <stdio.h>
static double a[65536];

static void smooth(double *x, int n, int depth)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        x[i] = x[i] * 0.5 + depth;
    }
    if (depth > 0) {
        smooth(x, n / 2, depth - 1);
    }
}

int main(void)
{
    unsigned int seed = 47;
    for (int i = 0; i < 65536; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 31;
    }
    smooth(a, 65536, 4);
    double s = 0;
    for (int i = 0; i < 65536; i++) {
        s = s * 0.5 + a[i];
    }
    printf("%.9f %.9f\n", s, a[65536 - 1]);
    return 0;
}
