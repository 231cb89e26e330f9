/* A recursive function with kernels of its own: a Haar-like transform that halves the
 * length at each level of recursion (averages to the front, differences to the back,
 * through a scratch block), then recurses on the averages. The signal goes up once and
 * comes down once; the scratch block is fresh from malloc, never uploaded. */
#include <stdio.h>
#include <stdlib.h>

static void haar(double *a, double *tmp, int n)
{
    if (n < 2)
        return;
    int h = n / 2;
    for (int i = 0; i < h; i++) {
        tmp[i] = (a[2 * i] + a[2 * i + 1]) * 0.5;
        tmp[h + i] = (a[2 * i] - a[2 * i + 1]) * 0.5;
    }
    for (int i = 0; i < 2 * h; i++)
        a[i] = tmp[i];
    haar(a, tmp, h);
}

int main(void)
{
    int n = 1 << 20;
    double *a = malloc(n * sizeof *a);
    double *tmp = malloc(n * sizeof *tmp);
    if (!a || !tmp)
        return 1;
    unsigned seed = 11;
    for (int i = 0; i < n; i++) {
        seed = seed * 1664525u + 1013904223u;
        a[i] = (seed >> 8) % 4096 / 64.0;
    }
    haar(a, tmp, n);
    printf("%.10e %.10e %.10e\n", a[0], a[1], a[n - 1]);
    double s = 0;
    for (int i = 0; i < n; i += 1024)
        s += a[i] * a[i + 1];
    printf("%.10e\n", s);
    free(a);
    free(tmp);
    return 0;
}
