/* Many entries of small loops inside sequential loops, as in a multigrid cycle: the
   per-level loops have run-time lengths from 8 to 65536; only long enough instances may
   run in parallel, the rest must not enter the OpenMP runtime at all (the output must
   not be slower than the original). Kept short: on a loaded machine the unbalanced level loop (line 44) makes idle threads spin. */
#include <stdio.h>
#include <stdlib.h>
#define LEVELS 14
static double *u[LEVELS], *r[LEVELS];
static void smooth(int n, double *v, const double *f)
{
    for (int i = 0; i < n; i++)
        v[i] = 0.75 * v[i] + 0.25 * f[i];
}
static void restrict_to(int n, const double *fine, double *coarse)
{
    for (int i = 0; i < n; i++)
        coarse[i] = 0.5 * (fine[2 * i] + fine[2 * i + 1]);
}
static double norm(int n, const double *v)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s += v[i] * v[i];
    return s;
}
int main(int argc, char **argv)
{
    int cycles = 10 + (argc > 1 ? atoi(argv[1]) : 0);
    for (int l = 0; l < LEVELS; l++) {
        int n = 8 << l;
        u[l] = calloc((size_t)n, sizeof(double));
        r[l] = malloc((size_t)n * sizeof(double));
        for (int i = 0; i < n; i++)
            r[l][i] = (i % 17) * 0.01 + l;
    }
    double total = 0;
    for (int c = 0; c < cycles; c++) {
        for (int l = LEVELS - 1; l > 0; l--) {
            int n = 8 << l;
            for (int k = 0; k < 3; k++)
                smooth(n, u[l], r[l]);
            restrict_to(n / 2, u[l], r[l - 1]);
        }
        for (int l = 0; l < LEVELS; l++)
            total += norm(8 << l, u[l]) * 1e-9;
    }
    printf("%.9e\n", total);
    for (int l = 0; l < LEVELS; l++) {
        free(u[l]);
        free(r[l]);
    }
    return 0;
}
