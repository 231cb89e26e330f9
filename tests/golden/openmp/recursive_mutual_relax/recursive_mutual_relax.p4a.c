#include <stdio.h>
static double u[300000], f[300000];
static void black(int depth);

static double change(void)
{
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 1; i < 300000 - 1; i++) {
        s += (u[i - 1] - 2 * u[i] + u[i + 1] + f[i]) * (u[i - 1] - 2 * u[i] + u[i + 1] + f[i]);
    }
    return s;
}

static void red(int depth)
{
    for (int i = 1; i < 300000 / 2; i++) {
        u[2 * i] = 0.5 * (u[2 * i - 1] + u[2 * i + 1] + f[2 * i]);
    }
    if (depth > 0) {
        black(depth - 1);
    }
}

static void black(int depth)
{
    for (int i = 0; i < 300000 / 2 - 1; i++) {
        u[2 * i + 1] = 0.5 * (u[2 * i] + u[2 * i + 2] + f[2 * i + 1]);
    }
    double r = change();
    if (r > 1e-9 && depth > 0) {
        red(depth - 1);
    }
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 300000; i++) {
        f[i] = i % 17 * 1e-4;
        u[i] = 0;
    }
    red(40);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 300000; i += 7) {
        s += u[i];
    }
    printf("%.10e %.10e\n", s, u[300000 / 3]);
    return 0;
}
