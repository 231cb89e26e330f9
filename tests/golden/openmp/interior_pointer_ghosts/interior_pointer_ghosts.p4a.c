#include <stdio.h>
static double a[200000], b[200000];

static void smooth(int n, const double *in, double *out)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
    }
}

int main(void)
{
    unsigned int seed = 17;
    for (int i = 0; i < 200000; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 1000 / 100.0;
    }
    for (int t = 0; t < 20; t++) {
        smooth(200000 - 2, a + 1, b + 1);
        b[0] = b[1];
        b[200000 - 1] = b[200000 - 2];
        smooth(200000 - 2, b + 1, a + 1);
        a[0] = a[1];
        a[200000 - 1] = a[200000 - 2];
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 200000; i++) {
        s += a[i] * (1 + i % 3);
    }
    printf("%.12e %.12e %.12e\n", s, a[0], a[200000 / 2]);
    return 0;
}
