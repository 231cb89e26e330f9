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

static double euler(rhs_fn *f, double t, double *y, int dim, double h, const void *params)
{
    double dy[4];
    f(t, y, dy, params);
    if (dim >= 10000) {
        #pragma omp parallel for
        for (int i = 0; i < dim; i++) {
            y[i] += h * dy[i];
        }
    } else {
        for (int i = 0; i < dim; i++) {
            y[i] += h * dy[i];
        }
    }
    return t + h;
}

static double midpoint(rhs_fn *f, double t, double *y, int dim, double h, const void *params)
{
    double k1[4], k2[4], tmp[4];
    f(t, y, k1, params);
    if (dim >= 6250) {
        #pragma omp parallel for
        for (int i = 0; i < dim; i++) {
            tmp[i] = y[i] + 0.5 * h * k1[i];
        }
    } else {
        for (int i = 0; i < dim; i++) {
            tmp[i] = y[i] + 0.5 * h * k1[i];
        }
    }
    f(t + 0.5 * h, tmp, k2, params);
    if (dim >= 10000) {
        #pragma omp parallel for
        for (int i = 0; i < dim; i++) {
            y[i] += h * k2[i];
        }
    } else {
        for (int i = 0; i < dim; i++) {
            y[i] += h * k2[i];
        }
    }
    return t + h;
}

static double rk4(rhs_fn *f, double t, double *y, int dim, double h, const void *params)
{
    double k[4][4], tmp[4];
    static const double c[4] = {0.0, 0.5, 0.5, 1.0};
    static const double w[4] = {1.0 / 6, 1.0 / 3, 1.0 / 3, 1.0 / 6};
    if (dim >= 3572) {
        #pragma omp parallel
        for (int s = 0; s < 4; s++) {
            if (dim >= 3572) {
                #pragma omp for
                for (int i = 0; i < dim; i++) {
                    tmp[i] = s == 0 ? y[i] : y[i] + c[s] * h * k[s - 1][i];
                }
            } else {
                #pragma omp master
                for (int i = 0; i < dim; i++) {
                    tmp[i] = s == 0 ? y[i] : y[i] + c[s] * h * k[s - 1][i];
                }
                #pragma omp barrier
            }
            #pragma omp master
            (*f)(t + c[s] * h, tmp, k[s], params);
            #pragma omp barrier
        }
    } else {
        for (int s = 0; s < 4; s++) {
            if (dim >= 3572) {
                #pragma omp parallel for
                for (int i = 0; i < dim; i++) {
                    tmp[i] = s == 0 ? y[i] : y[i] + c[s] * h * k[s - 1][i];
                }
            } else {
                for (int i = 0; i < dim; i++) {
                    tmp[i] = s == 0 ? y[i] : y[i] + c[s] * h * k[s - 1][i];
                }
            }
            (*f)(t + c[s] * h, tmp, k[s], params);
        }
    }
    if (dim >= 2084) {
        #pragma omp parallel for
        for (int i = 0; i < dim; i++) {
            double inc = 0;
            {
                inc += w[0] * k[0][i];
                inc += w[1] * k[1][i];
                inc += w[2] * k[2][i];
                inc += w[3] * k[3][i];
            }
            y[i] += h * inc;
        }
    } else {
        for (int i = 0; i < dim; i++) {
            double inc = 0;
            {
                inc += w[0] * k[0][i];
                inc += w[1] * k[1][i];
                inc += w[2] * k[2][i];
                inc += w[3] * k[3][i];
            }
            y[i] += h * inc;
        }
    }
    return t + h;
}

const struct integrator integrators[] = {{"euler", euler, 1}, {"midpoint", midpoint, 2}, {"rk4", rk4, 4}};
const int nintegrators = (int)(sizeof integrators / sizeof *integrators);
