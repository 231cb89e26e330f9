/* A simulation state structure (sizes, parameters and row-pointer arrays) passed by
   pointer to every routine: `g->u[i][j]` accesses bounded by `i < g->nx`. The rows are
   allocated one by one, so the two fields are arrays of rows. A time loop swaps the two
   fields through the structure. */
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
    for (int i = 0; i < nx; i++)
        r[i] = malloc(ny * sizeof **r);
    return r;
}

static void free_rows(double **r, int nx)
{
    for (int i = 0; i < nx; i++)
        free(r[i]);
    free(r);
}

static void grid_init(struct grid *g)
{
    for (int i = 0; i < g->nx; i++)
        for (int j = 0; j < g->ny; j++) {
            g->u[i][j] = (double)((i * 31 + j * 17) % 101) / 101.0;
            g->v[i][j] = 0.0;
        }
}

static void grid_step(struct grid *g)
{
    double c = g->alpha * g->dt;
    for (int i = 1; i < g->nx - 1; i++)
        for (int j = 1; j < g->ny - 1; j++)
            g->v[i][j] = g->u[i][j] + c * (g->u[i - 1][j] + g->u[i + 1][j]
                                           + g->u[i][j - 1] + g->u[i][j + 1]
                                           - 4.0 * g->u[i][j]);
    for (int i = 1; i < g->nx - 1; i++) {
        g->v[i][0] = g->v[i][1];
        g->v[i][g->ny - 1] = g->v[i][g->ny - 2];
    }
}

static double grid_sum(const struct grid *g)
{
    double s = 0.0;
    for (int i = 0; i < g->nx; i++)
        for (int j = 0; j < g->ny; j++)
            s += g->u[i][j] * (double)((i + 2 * j) % 7 + 1);
    return s;
}

int main(void)
{
    struct grid g = { .nx = 400, .ny = 300, .alpha = 0.2, .dt = 0.5, .steps = 8 };
    g.u = alloc_rows(g.nx, g.ny);
    g.v = alloc_rows(g.nx, g.ny);
    grid_init(&g);
    for (int i = 0; i < g.nx; i++)
        for (int j = 0; j < g.ny; j++)
            g.v[i][j] = g.u[i][j];
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
