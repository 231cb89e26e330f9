#include <stdio.h>
#include <stdlib.h>
struct cg {
    int n;
    double *x, *r, *p, *q;
};

static double dot(int n, const double *a, const double *b)
{
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        s += a[i] * b[i];
    }
    return s;
}

static void apply(int n, const double *restrict p, double *restrict q)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        double left = i > 0 ? p[i - 1] : 0.0;
        double right = i < n - 1 ? p[i + 1] : 0.0;
        q[i] = 2.5 * p[i] - left - right;
    }
}

static void axpy(int n, double a, const double *restrict x, double *restrict y)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        y[i] += a * x[i];
    }
}

static void xpby(int n, const double *restrict x, double b, double *restrict y)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        y[i] = x[i] + b * y[i];
    }
}

static double residual_norm2(const struct cg *s)
{
    return dot(s->n, s->r, s->r);
}

int main(void)
{
    struct cg s;
    s.n = 4000;
    s.x = malloc(4000 * sizeof(double));
    s.r = malloc(4000 * sizeof(double));
    s.p = malloc(4000 * sizeof(double));
    s.q = malloc(4000 * sizeof(double));
    double *x = s.x, *r = s.r, *p = s.p, *q = s.q;
    #pragma omp parallel for
    for (int i = 0; i < 4000; i++) {
        x[i] = 0.0;
        r[i] = 1.0 + i % 7 * 0.125;
        p[i] = r[i];
    }
    double rho = dot(4000, r, r);
    int it = 0;
    while (rho > 1e-16 && it < 40) {
        apply(4000, p, q);
        double alpha = rho / dot(4000, p, q);
        axpy(4000, alpha, p, x);
        axpy(4000, -alpha, q, r);
        double rho_new = dot(4000, r, r);
        xpby(4000, r, rho_new / rho, p);
        rho = rho_new;
        it++;
        if (it % 10 == 0) {
            printf("it %d residual %.6e\n", it, residual_norm2(&s));
        }
    }
    printf("iterations %d final %.6e\n", it, rho);
    printf("x %.9e %.9e %.9e\n", x[0], x[4000 / 2], x[4000 - 1]);
    free(s.x);
    free(s.r);
    free(s.p);
    free(s.q);
    return 0;
}
