/* A recursive driver around kernels: the time range is split in halves down to single
 * steps, each step a kernel pair on global arrays. The data stays on the device: the
 * grid goes up once and comes down once, however deep the recursion. */
#include <stdio.h>
#define N 200000
static double u[N], v[N];

static void step(double c)
{
    for (int i = 1; i < N - 1; i++)
        v[i] = u[i] + c * (u[i - 1] - 2 * u[i] + u[i + 1]);
    for (int i = 1; i < N - 1; i++)
        u[i] = v[i];
}

static void advance(int steps, double c)
{
    if (steps <= 0)
        return;
    if (steps == 1) {
        step(c);
        return;
    }
    advance(steps / 2, c);
    advance(steps - steps / 2, c);
}

int main(void)
{
    unsigned seed = 7;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        u[i] = (seed >> 16) % 1000 / 1000.0;
    }
    v[0] = u[0];
    v[N - 1] = u[N - 1];
    advance(23, 0.25);
    double s = 0;
    for (int i = 0; i < N; i++)
        s += u[i] * (i % 7);
    printf("%.10e\n", s);
    return 0;
}
