#include "ode.h"

static double euler(rhs_fn *f, double t, double *y, int dim, double h, const void *params)
{
    double dy[MAXDIM];
    f(t, y, dy, params);
    for (int i = 0; i < dim; i++)
        y[i] += h * dy[i];
    return t + h;
}

static double midpoint(rhs_fn *f, double t, double *y, int dim, double h, const void *params)
{
    double k1[MAXDIM], k2[MAXDIM], tmp[MAXDIM];
    f(t, y, k1, params);
    for (int i = 0; i < dim; i++) tmp[i] = y[i] + 0.5 * h * k1[i];
    f(t + 0.5 * h, tmp, k2, params);
    for (int i = 0; i < dim; i++) y[i] += h * k2[i];
    return t + h;
}

static double rk4(rhs_fn *f, double t, double *y, int dim, double h, const void *params)
{
    double k[4][MAXDIM], tmp[MAXDIM];
    static const double c[4] = { 0.0, 0.5, 0.5, 1.0 };
    static const double w[4] = { 1.0 / 6, 1.0 / 3, 1.0 / 3, 1.0 / 6 };
    for (int s = 0; s < 4; s++) {
        for (int i = 0; i < dim; i++)
            tmp[i] = s == 0 ? y[i] : y[i] + c[s] * h * k[s - 1][i];
        (*f)(t + c[s] * h, tmp, k[s], params);
    }
    for (int i = 0; i < dim; i++) {
        double inc = 0;
        for (int s = 0; s < 4; s++) inc += w[s] * k[s][i];
        y[i] += h * inc;
    }
    return t + h;
}

const struct integrator integrators[] = {
    { "euler", euler, 1 },
    { "midpoint", midpoint, 2 },
    { "rk4", rk4, 4 },
};
const int nintegrators = (int)(sizeof integrators / sizeof *integrators);
