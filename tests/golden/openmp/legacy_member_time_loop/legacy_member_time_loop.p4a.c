#include <stdio.h>
#include <stdlib.h>
struct grid {
    int nx, ny;
    double *u, *v;
};

static void step(struct grid *g)
{
    int p4a_g_nx = g->nx;
    double *p4a_g_v = g->v;
    double *p4a_g_u = g->u;
    if (p4a_g_nx >= 5558) {
        #pragma omp parallel for
        for (int i = 1; i < p4a_g_nx - 1; i++) {
            p4a_g_v[i] = 0.5 * (p4a_g_u[i - 1] + p4a_g_u[i + 1]);
        }
    } else {
        for (int i = 1; i < p4a_g_nx - 1; i++) {
            p4a_g_v[i] = 0.5 * (p4a_g_u[i - 1] + p4a_g_u[i + 1]);
        }
    }
    int p4a_g_nx_1 = g->nx;
    double *p4a_g_u_1 = g->u;
    double *p4a_g_v_1 = g->v;
    if (p4a_g_nx_1 >= 12502) {
        #pragma omp parallel for
        for (int i = 1; i < p4a_g_nx_1 - 1; i++) {
            p4a_g_u_1[i] = p4a_g_v_1[i];
        }
    } else {
        for (int i = 1; i < p4a_g_nx_1 - 1; i++) {
            p4a_g_u_1[i] = p4a_g_v_1[i];
        }
    }
}

int main(void)
{
    struct grid g = {200000, 1, 0, 0};
    g.u = calloc(g.nx, sizeof(double));
    g.v = calloc(g.nx, sizeof(double));
    int p4a_g_nx_2 = g.nx;
    double *p4a_g_u_2 = g.u;
    if (p4a_g_nx_2 >= 12500) {
        #pragma omp parallel for
        for (int i = 0; i < p4a_g_nx_2; i++) {
            p4a_g_u_2[i] = i % 13;
        }
    } else {
        for (int i = 0; i < p4a_g_nx_2; i++) {
            p4a_g_u_2[i] = i % 13;
        }
    }
    for (int t = 0; t < 10; t++) {
        step(&g);
    }
    double s = 0;
    int p4a_g_nx_3 = g.nx;
    double *p4a_g_u_3 = g.u;
    if (p4a_g_nx_3 >= 16667) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < p4a_g_nx_3; i++) {
            s += p4a_g_u_3[i];
        }
    } else {
        for (int i = 0; i < p4a_g_nx_3; i++) {
            s += p4a_g_u_3[i];
        }
    }
    printf("%.6e\n", s);
    free(g.u);
    free(g.v);
    return 0;
}
