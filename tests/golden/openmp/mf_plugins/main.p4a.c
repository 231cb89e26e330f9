#include <math.h>
#include <stdio.h>
typedef void rhs_fn(double t, const double *y, double *dy, const void *params);
typedef double step_fn(rhs_fn *f, double t, double *y, int dim, double h, const void *params);
struct problem {
    const char *name;
    int dim;
    rhs_fn *rhs;
    const void *params;
    double y0[4];
    double t_end;
};
struct integrator {
    const char *name;
    step_fn *step;
    int order;
};
extern const struct problem problems[];
extern const int nproblems;
extern const struct integrator integrators[];
extern const int nintegrators;
void log_line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
extern unsigned int log_lines;

static double solve(const struct problem *p, const struct integrator *in, int nsteps, double *y)
{
    double t = 0, h = p->t_end / nsteps;
    int p4a_p_dim = p->dim;
    if (p4a_p_dim >= 1000000) {
        #pragma omp parallel for
        for (int i = 0; i < p4a_p_dim; i++) {
            y[i] = p->y0[i];
        }
    } else {
        for (int i = 0; i < p4a_p_dim; i++) {
            y[i] = p->y0[i];
        }
    }
    for (int s = 0; s < nsteps; s++) {
        t = in->step(p->rhs, t, y, p->dim, h, p->params);
    }
    double norm = 0;
    int p4a_p_dim_1 = p->dim;
    if (p4a_p_dim_1 >= 1000000) {
        #pragma omp parallel for reduction(+:norm)
        for (int i = 0; i < p4a_p_dim_1; i++) {
            norm += y[i] * y[i];
        }
    } else {
        for (int i = 0; i < p4a_p_dim_1; i++) {
            norm += y[i] * y[i];
        }
    }
    return sqrt(norm);
}

int main(void)
{
    for (int pi = 0; pi < nproblems; pi++) {
        const struct problem *p = &problems[pi];
        double ref[4];
        solve(p, &integrators[nintegrators - 1], 4000, ref);
        for (int ii = 0; ii < nintegrators; ii++) {
            double y[4];
            double nrm = solve(p, &integrators[ii], 200, y);
            double err = 0;
            int p4a_p_dim_2 = p->dim;
            if (p4a_p_dim_2 >= 2000) {
                #pragma omp parallel for reduction(max:err)
                for (int i = 0; i < p4a_p_dim_2; i++) {
                    err = fmax(err, fabs(y[i] - ref[i]));
                }
            } else {
                for (int i = 0; i < p4a_p_dim_2; i++) {
                    err = fmax(err, fabs(y[i] - ref[i]));
                }
            }
            log_line("%-14s %-8s order %d |y| %.8e err %.3e", p->name, integrators[ii].name,
                integrators[ii].order, nrm, err);
        }
    }
    printf("lines %u\n", log_lines);
    return 0;
}
