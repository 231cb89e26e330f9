/* Mutual recursion around kernels with a host test on a device-reduced norm: red and
 * black half-sweeps call each other, and the black sweep only recurses while the norm
 * of the update is large. The grid stays on the device: up once, the norm's partial
 * sums down once per black sweep, the grid down once at the end. */
#include <stdio.h>
#define N 300000
static double u[N], f[N];

static void black(int depth);

static double change(void)
{
    double s = 0;
    for (int i = 1; i < N - 1; i++)
        s += (u[i - 1] - 2 * u[i] + u[i + 1] + f[i]) * (u[i - 1] - 2 * u[i] + u[i + 1] + f[i]);
    return s;
}

static void red(int depth)
{
    for (int i = 1; i < N / 2; i++)
        u[2 * i] = 0.5 * (u[2 * i - 1] + u[2 * i + 1] + f[2 * i]);
    if (depth > 0)
        black(depth - 1);
}

static void black(int depth)
{
    for (int i = 0; i < N / 2 - 1; i++)
        u[2 * i + 1] = 0.5 * (u[2 * i] + u[2 * i + 2] + f[2 * i + 1]);
    double r = change();
    if (r > 1e-9 && depth > 0)
        red(depth - 1);
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        f[i] = (i % 17) * 1e-4;
        u[i] = 0;
    }
    red(40);
    double s = 0;
    for (int i = 0; i < N; i += 7)
        s += u[i];
    printf("%.10e %.10e\n", s, u[N / 3]);
    return 0;
}
