/* A simulation state held in a structure and passed by pointer everywhere: arrays and
   sizes are members, loops are bounded by members and index member arrays. */
#include <stdio.h>
#include <stdlib.h>

struct state {
    int nx, ny;
    double dt, nu;
    double *u, *unew, *src;
    long steps;
};

static double *xalloc(size_t n)
{
    double *p = malloc(n * sizeof *p);
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    return p;
}

static void init(struct state *st, int nx, int ny)
{
    st->nx = nx;
    st->ny = ny;
    st->dt = 0.1;
    st->nu = 0.2;
    st->steps = 0;
    st->u = xalloc((size_t)nx * ny);
    st->unew = xalloc((size_t)nx * ny);
    st->src = xalloc((size_t)nx * ny);
    for (int i = 0; i < st->nx; i++)
        for (int j = 0; j < st->ny; j++) {
            st->u[i * st->ny + j] = (double)((i * 7 + j * 3) % 11);
            st->src[i * st->ny + j] = (i + j) % 5 == 0 ? 0.01 : 0.0;
            st->unew[i * st->ny + j] = 0.0;
        }
}

static void diffuse(struct state *st)
{
    for (int i = 1; i < st->nx - 1; i++)
        for (int j = 1; j < st->ny - 1; j++) {
            int k = i * st->ny + j;
            st->unew[k] = st->u[k] + st->nu * st->dt *
                (st->u[k - 1] + st->u[k + 1] + st->u[k - st->ny] + st->u[k + st->ny] - 4.0 * st->u[k])
                + st->src[k];
        }
}

static void copy_back(struct state *st)
{
    for (int i = 1; i < st->nx - 1; i++)
        for (int j = 1; j < st->ny - 1; j++)
            st->u[i * st->ny + j] = st->unew[i * st->ny + j];
    st->steps++;
}

static double total(const struct state *st)
{
    double s = 0.0;
    for (int i = 0; i < st->nx * st->ny; i++)
        s += st->u[i];
    return s;
}

int main(void)
{
    struct state st;
    init(&st, 400, 300);
    for (int t = 0; t < 20; t++) {
        diffuse(&st);
        copy_back(&st);
    }
    printf("steps %ld total %.6e\n", st.steps, total(&st));
    printf("probe %.6e %.6e\n", st.u[150 * st.ny + 100], st.u[7 * st.ny + 9]);
    free(st.u);
    free(st.unew);
    free(st.src);
    return 0;
}
