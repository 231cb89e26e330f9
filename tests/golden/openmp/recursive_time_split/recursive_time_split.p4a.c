#include <stdio.h>
static double u[200000], v[200000];

static void step(double c)
{
    for (int i = 1; i < 200000 - 1; i++) {
        v[i] = u[i] + c * (u[i - 1] - 2 * u[i] + u[i + 1]);
    }
    for (int i = 1; i < 200000 - 1; i++) {
        u[i] = v[i];
    }
}

static void advance(int steps, double c)
{
    if (steps <= 0) {
        return;
    }
    if (steps == 1) {
        step(c);
        return;
    }
    advance(steps / 2, c);
    advance(steps - steps / 2, c);
}

int main(void)
{
    unsigned int seed = 7;
    for (int i = 0; i < 200000; i++) {
        seed = seed * 1103515245u + 12345u;
        u[i] = (seed >> 16) % 1000 / 1000.0;
    }
    v[0] = u[0];
    v[200000 - 1] = u[200000 - 1];
    advance(23, 0.25);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 200000; i++) {
        s += u[i] * (i % 7);
    }
    printf("%.10e\n", s);
    return 0;
}
