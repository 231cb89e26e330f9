#include <stdio.h>
#include <stdlib.h>
struct grid {
    int nx, ny;
    double alpha, dt;
    double **u, **v;
    int steps;
};

static double **alloc_rows(int nx, int ny)
{
    double **r = malloc(nx * sizeof *r);
    if (nx >= 2942) {
        #pragma omp parallel for
        for (int i = 0; i < nx; i++) {
            r[i] = malloc(ny * sizeof **r);
        }
    } else {
        for (int i = 0; i < nx; i++) {
            r[i] = malloc(ny * sizeof **r);
        }
    }
    return r;
}

static void free_rows(double **r, int nx)
{
    for (int i = 0; i < nx; i++) {
        free(r[i]);
    }
    free(r);
}

static void grid_init(struct grid *g)
{
    int p4a_g_nx = g->nx;
    int p4a_g_ny = g->ny;
    double **p4a_g_v = g->v;
    double **p4a_g_u = g->u;
    for (int i = 0; i < p4a_g_nx; i++) {
        for (int j = 0; j < p4a_g_ny; j++) {
            p4a_g_u[i][j] = (double)((i * 31 + j * 17) % 101) / 101.0;
            p4a_g_v[i][j] = 0.0;
        }
    }
}

static void grid_step(struct grid *g)
{
    double c = g->alpha * g->dt;
    int p4a_g_nx_1 = g->nx;
    int p4a_g_ny_1 = g->ny;
    double **p4a_g_v_1 = g->v;
    double **p4a_g_u_1 = g->u;
    for (int i = 1; i < p4a_g_nx_1 - 1; i++) {
        for (int j = 1; j < p4a_g_ny_1 - 1; j++) {
            p4a_g_v_1[i][j] = p4a_g_u_1[i][j] + c * (p4a_g_u_1[i - 1][j] + p4a_g_u_1[i + 1][j] + p4a_g_u_1[i][j - 1] + p4a_g_u_1[i][j + 1] - 4.0 * p4a_g_u_1[i][j]);
        }
    }
    int p4a_g_nx_2 = g->nx;
    double **p4a_g_v_2 = g->v;
    int p4a_g_ny_2 = g->ny;
    if (p4a_g_nx_2 >= 384618) {
        #pragma omp parallel for
        for (int i = 1; i < p4a_g_nx_2 - 1; i++) {
            p4a_g_v_2[i][0] = p4a_g_v_2[i][1];
            p4a_g_v_2[i][p4a_g_ny_2 - 1] = p4a_g_v_2[i][p4a_g_ny_2 - 2];
        }
    } else {
        for (int i = 1; i < p4a_g_nx_2 - 1; i++) {
            p4a_g_v_2[i][0] = p4a_g_v_2[i][1];
            p4a_g_v_2[i][p4a_g_ny_2 - 1] = p4a_g_v_2[i][p4a_g_ny_2 - 2];
        }
    }
}

static double grid_sum(const struct grid *g)
{
    double s = 0.0;
    int p4a_g_nx_3 = g->nx;
    int p4a_g_ny_3 = g->ny;
    double **p4a_g_u_2 = g->u;
    if (p4a_g_nx_3 >= 8) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < p4a_g_nx_3; i++) {
            for (int j = 0; j < p4a_g_ny_3; j++) {
                s += p4a_g_u_2[i][j] * (double)((i + 2 * j) % 7 + 1);
            }
        }
    } else {
        for (int i = 0; i < p4a_g_nx_3; i++) {
            for (int j = 0; j < p4a_g_ny_3; j++) {
                s += p4a_g_u_2[i][j] * (double)((i + 2 * j) % 7 + 1);
            }
        }
    }
    return s;
}

int main(void)
{
    struct grid g = {.nx = 400, .ny = 300, .alpha = 0.2, .dt = 0.5, .steps = 8};
    g.u = alloc_rows(g.nx, g.ny);
    g.v = alloc_rows(g.nx, g.ny);
    grid_init(&g);
    int p4a_g_nx_4 = g.nx;
    int p4a_g_ny_4 = g.ny;
    double **p4a_g_v_3 = g.v;
    double **p4a_g_u_3 = g.u;
    for (int i = 0; i < p4a_g_nx_4; i++) {
        for (int j = 0; j < p4a_g_ny_4; j++) {
            p4a_g_v_3[i][j] = p4a_g_u_3[i][j];
        }
    }
    for (int t = 0; t < g.steps; t++) {
        grid_step(&g);
        double **tmp = g.u;
        g.u = g.v;
        g.v = tmp;
    }
    printf("sum %.6e\n", grid_sum(&g));
    printf("corner %.6e centre %.6e\n", g.u[1][1], g.u[g.nx / 2][g.ny / 2]);
    free_rows(g.u, g.nx);
    free_rows(g.v, g.nx);
    return 0;
}
