/* A grid structure whose arrays and size are members, stepped by a function called in a
   time loop: the loops inside the function become parallel, the time loop stays sequential. */
#include <stdio.h>
#include <stdlib.h>
struct grid { int nx, ny; double *u, *v; };
static void step(struct grid *g) {
    for (int i = 1; i < g->nx - 1; i++)
        g->v[i] = 0.5 * (g->u[i-1] + g->u[i+1]);
    for (int i = 1; i < g->nx - 1; i++)
        g->u[i] = g->v[i];
}
int main(void) {
    struct grid g = {200000, 1, 0, 0};
    g.u = calloc(g.nx, sizeof(double)); g.v = calloc(g.nx, sizeof(double));
    for (int i = 0; i < g.nx; i++) g.u[i] = i % 13;
    for (int t = 0; t < 10; t++) step(&g);
    double s = 0; for (int i = 0; i < g.nx; i++) s += g.u[i];
    printf("%.6e\n", s);
    free(g.u); free(g.v);
    return 0;
}
