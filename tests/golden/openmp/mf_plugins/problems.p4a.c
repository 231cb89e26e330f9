#include <math.h>
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
struct osc_params {
    double omega, damping;
};
struct lv_params {
    double a, b, c, d;
};

static void decay(double t, const double *y, double *dy, const void *params)
{
    (void)t;
    double k = *(const double *)params;
    dy[0] = -k * y[0];
}

static void oscillator(double t, const double *y, double *dy, const void *params)
{
    const struct osc_params *p = params;
    dy[0] = y[1];
    dy[1] = -p->omega * p->omega * y[0] - p->damping * y[1] + 0.1 * sin(t);
}

static void lotka_volterra(double t, const double *y, double *dy, const void *params)
{
    (void)t;
    const struct lv_params *p = params;
    dy[0] = p->a * y[0] - p->b * y[0] * y[1];
    dy[1] = p->d * y[0] * y[1] - p->c * y[1];
}

static void lorenz_like(double t, const double *y, double *dy, const void *params)
{
    (void)t;
    (void)params;
    dy[0] = 10.0 * (y[1] - y[0]);
    dy[1] = y[0] * (28.0 - y[2]) - y[1];
    dy[2] = y[0] * y[1] - 8.0 / 3.0 * y[2];
}

static const double decay_k = 0.7;
static const struct osc_params osc = {.omega = 2.0, .damping = 0.1};
static const struct lv_params lv = {1.1, 0.4, 0.4, 0.1};
const struct problem problems[] = {
    {"decay", 1, decay, &decay_k, {1.0}, 2.0},
    {"oscillator", 2, oscillator, &osc, {1.0, 0.0}, 5.0},
    {
        .name = "lotka-volterra",
        .dim = 2,
        .rhs = lotka_volterra,
        .params = &lv,
        .y0 = {10.0, 5.0},
        .t_end = 4.0
    },
    {
        .name = "lorenz",
        .dim = 3,
        .rhs = lorenz_like,
        .params = 0,
        .y0 = {1.0, 1.0, 1.0},
        .t_end = 0.5
    }
};
const int nproblems = sizeof problems / sizeof problems[0];
