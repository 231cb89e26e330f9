#include <stdio.h>
#include <stdlib.h>
struct state {
    double *u, *f;
};

static void set_boundary(struct state *st, int t)
{
    st->u[0] = st->f[0] + 0.01 * t;
}

int main(void)
{
    int n = 200000;
    double *u = malloc(n * sizeof *u);
    double *f = malloc(n * sizeof *f);
    double *w = malloc(n * sizeof *w);
    struct state st = {u, f};
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        u[i] = 0.0;
        f[i] = (double)(i % 17 + 1) * 1e-3;
    }
    #pragma omp parallel
    for (int t = 0; t < 10; t++) {
        #pragma omp master
        set_boundary(&st, t);
        #pragma omp barrier
        #pragma omp for
        for (int i = 1; i < n - 1; i++) {
            w[i] = 0.5 * (u[i - 1] + u[i + 1]) + f[i];
        }
        #pragma omp for
        for (int i = 1; i < n - 1; i++) {
            u[i] = w[i];
        }
    }
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        s += u[i] * (double)(i % 5 + 1);
    }
    printf("s %.6e u0 %.6e u1 %.6e\n", s, u[0], u[1]);
    free(u);
    free(f);
    free(w);
    return 0;
}
