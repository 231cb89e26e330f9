/* Conjugate gradients on a 1-D Laplacian, written the way legacy code often is: the dot
 * products are called inside expressions (`alpha = rho / dot(...)`, a convergence test
 * in the `while`, a printf argument through a structure), and the vectors live in a
 * structure passed by pointer. Each launching call becomes a statement of its own, so
 * the vectors stay on the device for the whole solve (issue 21, item 2). */
#include <stdio.h>
#include <stdlib.h>

#define N 4000
#define MAXIT 40

struct cg {
    int n;
    double *x, *r, *p, *q;
};

static double dot(int n, const double *a, const double *b)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

/* q = A p for the matrix tridiag(-1, 2.5, -1). */
static void apply(int n, const double *restrict p, double *restrict q)
{
    for (int i = 0; i < n; i++) {
        double left = i > 0 ? p[i - 1] : 0.0;
        double right = i < n - 1 ? p[i + 1] : 0.0;
        q[i] = 2.5 * p[i] - left - right;
    }
}

static void axpy(int n, double a, const double *restrict x, double *restrict y)
{
    for (int i = 0; i < n; i++)
        y[i] += a * x[i];
}

static void xpby(int n, const double *restrict x, double b, double *restrict y)
{
    for (int i = 0; i < n; i++)
        y[i] = x[i] + b * y[i];
}

static double residual_norm2(const struct cg *s)
{
    return dot(s->n, s->r, s->r);
}

int main(void)
{
    struct cg s;
    s.n = N;
    s.x = malloc(N * sizeof(double));
    s.r = malloc(N * sizeof(double));
    s.p = malloc(N * sizeof(double));
    s.q = malloc(N * sizeof(double));
    double *x = s.x, *r = s.r, *p = s.p, *q = s.q;
    for (int i = 0; i < N; i++) {
        x[i] = 0.0;
        r[i] = 1.0 + (i % 7) * 0.125;
        p[i] = r[i];
    }
    double rho = dot(N, r, r);
    int it = 0;
    while (rho > 1e-16 && it < MAXIT) {
        apply(N, p, q);
        double alpha = rho / dot(N, p, q);
        axpy(N, alpha, p, x);
        axpy(N, -alpha, q, r);
        double rho_new = dot(N, r, r);
        xpby(N, r, rho_new / rho, p);
        rho = rho_new;
        it++;
        if (it % 10 == 0)
            printf("it %d residual %.6e\n", it, residual_norm2(&s));
    }
    printf("iterations %d final %.6e\n", it, rho);
    printf("x %.9e %.9e %.9e\n", x[0], x[N / 2], x[N - 1]);
    free(s.x);
    free(s.r);
    free(s.p);
    free(s.q);
    return 0;
}
