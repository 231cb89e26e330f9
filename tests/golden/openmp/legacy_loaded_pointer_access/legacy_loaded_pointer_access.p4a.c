#include <stdio.h>
#include <stdlib.h>
struct state {
    double *f;
};

static double *get(struct state *s)
{
    return s->f;
}

static double first(const struct state *s)
{
    return s->f[0];
}

int main(void)
{
    int n = 200000;
    double *f = malloc(n * sizeof *f);
    double *u = malloc(n * sizeof *u);
    double *tab[2] = {f, u};
    struct state st = {f};
    struct state *sp = &st;
    double s = 0.0;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        f[i] = 1.0 + (double)(i % 7);
    }
    if (3 >= 1) {
        double *p4a_sp_f = sp->f;
        #pragma omp parallel
        for (int t = 0; t < 3; t++) {
            #pragma omp master
            {
                s += tab[0][0];
                s += p4a_sp_f[0] * 2.0;
                s += get(&st)[0] * 3.0;
                s += first(&st) * 4.0;
            }
            #pragma omp barrier
            #pragma omp for
            for (int i = 2; i < n; i++) {
                u[i] = f[i] + f[i - 1];
            }
            #pragma omp for
            for (int i = 2; i < n; i++) {
                f[i] = u[i] * 0.5;
            }
            #pragma omp master
            p4a_sp_f[1] = s;
            #pragma omp barrier
        }
    }
    double z = 0.0;
    #pragma omp parallel for reduction(+:z)
    for (int i = 0; i < n; i++) {
        z += f[i];
    }
    printf("%.6e %.6e %.6e\n", s, z, u[2]);
    free(f);
    free(u);
    return 0;
}
