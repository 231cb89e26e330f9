/* mf_plugins: ODE right-hand sides and integrators registered in tables of
 * function pointers defined in other files; a variadic logger shared by all. */
#ifndef MF_PLUGINS_ODE_H
#define MF_PLUGINS_ODE_H

#define MAXDIM 4

typedef void rhs_fn(double t, const double *y, double *dy, const void *params);
typedef double step_fn(rhs_fn *f, double t, double *y, int dim, double h, const void *params);

struct problem {
    const char *name;
    int dim;
    rhs_fn *rhs;
    const void *params;
    double y0[MAXDIM];
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

/* log.c */
void log_line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
extern unsigned log_lines;

#endif
