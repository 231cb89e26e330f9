/* Arrays held in a structure and its size with them, the way legacy solvers pass their
 * state: each phase takes the structure by pointer and copies the members it needs into
 * locals. The two fields stay on the device for the whole run: the initial field goes up
 * once, the final residual's partial sums come down once per check, and the probe at
 * the end comes down once. */
#include <stdio.h>
#include <stdlib.h>

struct grid {
    int n;
    double *u;
    double *v;
};

static void relax(struct grid *g, double w)
{
    int n = g->n;
    double *u = g->u, *v = g->v;
    for (int i = 1; i < n - 1; i++)
        v[i] = (1 - w) * u[i] + w * 0.5 * (u[i - 1] + u[i + 1]);
    for (int i = 1; i < n - 1; i++)
        u[i] = v[i];
}

static double residual(const struct grid *g)
{
    int n = g->n;
    const double *u = g->u;
    double r = 0;
    for (int i = 1; i < n - 1; i++) {
        double d = u[i - 1] - 2 * u[i] + u[i + 1];
        r += d * d;
    }
    return r;
}

int main(void)
{
    struct grid g;
    g.n = 400000;
    g.u = malloc(g.n * sizeof(double));
    g.v = malloc(g.n * sizeof(double));
    if (!g.u || !g.v)
        return 1;
    unsigned seed = 3;
    for (int i = 0; i < g.n; i++) {
        seed = seed * 1103515245u + 12345u;
        g.u[i] = (seed >> 16) % 100 / 10.0;
        g.v[i] = g.u[i];
    }
    for (int it = 0; it < 40; it++) {
        relax(&g, 0.8);
        if (it % 10 == 9)
            printf("it %d residual %.10e\n", it, residual(&g));
    }
    printf("%.10e %.10e\n", g.u[7], g.u[g.n / 2]);
    free(g.u);
    free(g.v);
    return 0;
}
