#include <stdio.h>
static double in[5000], out[5000];

static void axpb(int n, const double x[n], double y[n], double a, double b)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        double t;
        t = a * x[i];
        y[i] = t + b;
    }
}

int main(int argc, char **argv)
{
    (void)argv;
    #pragma omp parallel for
    for (int i = 0; i < 5000; i++) {
        in[i] = i % 21 * 0.3;
    }
    axpb(5000, in, out, 2.0, 1.0);
    axpb(5000 / 2, in + 5000 / 2, out + 5000 / 2, 0.5, -1.0);
    axpb(argc - 1, in, out, 9.0, 9.0);
    double s = 0;
    for (int i = 0; i < 5000; i++) {
        s = s * 0.99 + out[i];
    }
    printf("%.9e\n", s);
    return 0;
}
