#include <stdarg.h>
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
unsigned int log_lines;

void log_line(const char *fmt, ...)
{
    va_list ap;
    __builtin_va_start(ap, fmt);
    printf("[%02u] ", log_lines++);
    vprintf(fmt, ap);
    putchar('\n');
    __builtin_va_end(ap);
}
