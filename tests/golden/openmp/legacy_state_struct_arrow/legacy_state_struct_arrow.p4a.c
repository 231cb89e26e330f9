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
    int p4a_st_nx = st->nx;
    int p4a_st_ny = st->ny;
    double *p4a_st_unew = st->unew;
    double *p4a_st_src = st->src;
    double *p4a_st_u = st->u;
    if (p4a_st_nx >= 8) {
        #pragma omp parallel for
        for (int i = 0; i < p4a_st_nx; i++) {
            for (int j = 0; j < p4a_st_ny; j++) {
                p4a_st_u[i * p4a_st_ny + j] = (double)((i * 7 + j * 3) % 11);
                p4a_st_src[i * p4a_st_ny + j] = (i + j) % 5 == 0 ? 0.01 : 0.0;
                p4a_st_unew[i * p4a_st_ny + j] = 0.0;
            }
        }
    } else {
        for (int i = 0; i < p4a_st_nx; i++) {
            for (int j = 0; j < p4a_st_ny; j++) {
                p4a_st_u[i * p4a_st_ny + j] = (double)((i * 7 + j * 3) % 11);
                p4a_st_src[i * p4a_st_ny + j] = (i + j) % 5 == 0 ? 0.01 : 0.0;
                p4a_st_unew[i * p4a_st_ny + j] = 0.0;
            }
        }
    }
}

static void diffuse(struct state *st)
{
    int p4a_st_nx_1 = st->nx;
    int p4a_st_ny_1 = st->ny;
    double *p4a_st_unew_1 = st->unew;
    double *p4a_st_u_1 = st->u;
    double p4a_st_nu = st->nu;
    double p4a_st_dt = st->dt;
    double *p4a_st_src_1 = st->src;
    for (int i = 1; i < p4a_st_nx_1 - 1; i++) {
        for (int j = 1; j < p4a_st_ny_1 - 1; j++) {
            int k = i * p4a_st_ny_1 + j;
            p4a_st_unew_1[k] = p4a_st_u_1[k] + p4a_st_nu * p4a_st_dt * (p4a_st_u_1[k - 1] + p4a_st_u_1[k + 1] + p4a_st_u_1[k - p4a_st_ny_1] + p4a_st_u_1[k + p4a_st_ny_1] - 4.0 * p4a_st_u_1[k]) + p4a_st_src_1[k];
        }
    }
}

static void copy_back(struct state *st)
{
    int p4a_st_nx_2 = st->nx;
    int p4a_st_ny_2 = st->ny;
    double *p4a_st_u_2 = st->u;
    double *p4a_st_unew_2 = st->unew;
    if (p4a_st_nx_2 >= 10) {
        #pragma omp parallel for
        for (int i = 1; i < p4a_st_nx_2 - 1; i++) {
            for (int j = 1; j < p4a_st_ny_2 - 1; j++) {
                p4a_st_u_2[i * p4a_st_ny_2 + j] = p4a_st_unew_2[i * p4a_st_ny_2 + j];
            }
        }
    } else {
        for (int i = 1; i < p4a_st_nx_2 - 1; i++) {
            for (int j = 1; j < p4a_st_ny_2 - 1; j++) {
                p4a_st_u_2[i * p4a_st_ny_2 + j] = p4a_st_unew_2[i * p4a_st_ny_2 + j];
            }
        }
    }
    st->steps++;
}

static double total(const struct state *st)
{
    double s = 0.0;
    int p4a_st_nx_3 = st->nx;
    int p4a_st_ny_3 = st->ny;
    double *p4a_st_u_3 = st->u;
    if (p4a_st_nx_3 * p4a_st_ny_3 >= 16667) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < p4a_st_nx_3 * p4a_st_ny_3; i++) {
            s += p4a_st_u_3[i];
        }
    } else {
        for (int i = 0; i < p4a_st_nx_3 * p4a_st_ny_3; i++) {
            s += p4a_st_u_3[i];
        }
    }
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
