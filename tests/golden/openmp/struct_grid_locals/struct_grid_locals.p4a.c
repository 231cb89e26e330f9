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
    if (n >= 3574) {
        #pragma omp parallel for
        for (int i = 1; i < n - 1; i++) {
            v[i] = (1 - w) * u[i] + w * 0.5 * (u[i - 1] + u[i + 1]);
        }
    } else {
        for (int i = 1; i < n - 1; i++) {
            v[i] = (1 - w) * u[i] + w * 0.5 * (u[i - 1] + u[i + 1]);
        }
    }
    if (n >= 12502) {
        #pragma omp parallel for
        for (int i = 1; i < n - 1; i++) {
            u[i] = v[i];
        }
    } else {
        for (int i = 1; i < n - 1; i++) {
            u[i] = v[i];
        }
    }
}

static double residual(const struct grid *g)
{
    int n = g->n;
    const double *u = g->u;
    double r = 0;
    if (n >= 4548) {
        #pragma omp parallel for reduction(+:r)
        for (int i = 1; i < n - 1; i++) {
            double d = u[i - 1] - 2 * u[i] + u[i + 1];
            r += d * d;
        }
    } else {
        for (int i = 1; i < n - 1; i++) {
            double d = u[i - 1] - 2 * u[i] + u[i + 1];
            r += d * d;
        }
    }
    return r;
}

int main(void)
{
    struct grid g;
    g.n = 400000;
    g.u = malloc(g.n * sizeof(double));
    g.v = malloc(g.n * sizeof(double));
    if (!g.u || !g.v) {
        return 1;
    }
    unsigned int seed = 3;
    int p4a_g_n = g.n;
    double *p4a_g_v = g.v;
    double *p4a_g_u = g.u;
    for (int i = 0; i < p4a_g_n; i++) {
        seed = seed * 1103515245u + 12345u;
        p4a_g_u[i] = (seed >> 16) % 100 / 10.0;
        p4a_g_v[i] = p4a_g_u[i];
    }
    for (int it = 0; it < 40; it++) {
        relax(&g, 0.8);
        if (it % 10 == 9) {
            printf("it %d residual %.10e\n", it, residual(&g));
        }
    }
    printf("%.10e %.10e\n", g.u[7], g.u[g.n / 2]);
    free(g.u);
    free(g.v);
    return 0;
}
