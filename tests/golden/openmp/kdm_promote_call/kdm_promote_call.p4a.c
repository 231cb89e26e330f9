#include <math.h>
#include <stdio.h>
static double x[3000], y[3000];

static double clampd(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

static void relax(int steps, double gain)
{
    for (int t = 0; t < steps; t++) {
        #pragma omp parallel for
        for (int i = 0; i < 3000; i++) {
            y[i] = sin(x[i]) * gain + 0.1 * x[(i + 1) % 3000];
        }
        double peak = 0;
        #pragma omp parallel for reduction(max:peak)
        for (int i = 0; i < 16; i++) {
            peak = fmax(peak, fabs(y[i]));
        }
        y[0] = clampd(y[0] / (1.0 + peak), -0.5, 0.5);
        #pragma omp parallel for
        for (int i = 0; i < 3000; i++) {
            x[i] = 0.5 * (x[i] + y[i]);
        }
    }
}

int main(int argc, char **argv)
{
    (void)argv;
    #pragma omp parallel for
    for (int i = 0; i < 3000; i++) {
        x[i] = i % 13 * 0.1 - 0.6;
    }
    relax(20 * argc, 0.9);
    relax(argc - 1, 2.0);
    double s = 0;
    for (int i = 0; i < 3000; i++) {
        s = s * 0.99 + x[i] + y[i];
    }
    printf("%.9e %.9e\n", s, y[0]);
    return 0;
}
