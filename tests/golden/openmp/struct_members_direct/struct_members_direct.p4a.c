#include <stdio.h>
#include <stdlib.h>
struct field {
    int n;
    double *u;
    double *v;
    double k;
};

static void step(struct field *g)
{
    int p4a_g_n = g->n;
    double *p4a_g_v = g->v;
    double *p4a_g_u = g->u;
    double p4a_g_k = g->k;
    #pragma omp parallel for
    for (int i = 1; i < p4a_g_n - 1; i++) {
        p4a_g_v[i] = p4a_g_u[i] + p4a_g_k * (p4a_g_u[i - 1] - 2.0 * p4a_g_u[i] + p4a_g_u[i + 1]);
    }
    int p4a_g_n_1 = g->n;
    double *p4a_g_u_1 = g->u;
    double *p4a_g_v_1 = g->v;
    #pragma omp parallel for
    for (int i = 1; i < p4a_g_n_1 - 1; i++) {
        p4a_g_u_1[i] = p4a_g_v_1[i];
    }
}

int main(void)
{
    struct field f;
    f.n = 300000;
    f.k = 0.2;
    f.u = malloc(f.n * sizeof(double));
    f.v = malloc(f.n * sizeof(double));
    if (!f.u || !f.v) {
        return 1;
    }
    unsigned int seed = 5;
    int p4a_f_n = f.n;
    double *p4a_f_u = f.u;
    for (int i = 0; i < p4a_f_n; i++) {
        seed = seed * 1664525u + 1013904223u;
        p4a_f_u[i] = (seed >> 8) % 1000 / 100.0;
    }
    f.v[0] = f.u[0];
    f.v[f.n - 1] = f.u[f.n - 1];
    for (int t = 0; t < 30; t++) {
        step(&f);
    }
    double s = 0;
    int p4a_f_n_1 = f.n;
    double *p4a_f_u_1 = f.u;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < p4a_f_n_1; i += 7) {
        s += p4a_f_u_1[i] * (1 + i % 3);
    }
    printf("%.10e %.10e\n", s, f.u[f.n / 2]);
    free(f.u);
    free(f.v);
    return 0;
}
