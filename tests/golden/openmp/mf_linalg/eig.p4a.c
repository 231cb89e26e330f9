#include <math.h>
#include <stddef.h>
struct eig_result {
    double value;
    int iterations;
    int converged;
};
extern long kernel_calls;
double vec_dot(int n, const double x[n], const double y[n]);
double vec_norm(int n, const double x[n]);
void vec_scale(int n, double x[n], double s);
void vec_axpy(int n, double a, const double x[n], double y[n]);
void vec_copy(int n, double dst[restrict n], const double src[restrict n]);
void mat_fill(int n, int m, double a[n][m], unsigned int seed);
void mat_mul(int n, int p, int m, const double a[n][p], const double b[p][m], double c[n][m]);
void mat_vec(int n, int m, const double a[n][m], const double x[m], double y[n]);
void mat_sym(int n, double a[n][n]);
double mat_trace(int n, const double a[n][n]);
struct eig_result power_iteration(int n, const double a[n][n], double v[n], double tol, int maxit);

struct eig_result power_iteration(int n, const double a[n][n], double v[n], double tol, int maxit)
{
    double w[n];
    struct eig_result r = {0.0, 0, 0};
    vec_scale(n, v, 1.0 / vec_norm(n, v));
    for (r.iterations = 1; r.iterations <= maxit; r.iterations++) {
        mat_vec(n, n, a, v, w);
        double lambda = vec_dot(n, v, w);
        double nw = vec_norm(n, w);
        vec_scale(n, w, 1.0 / nw);
        vec_axpy(n, -1.0, w, v);
        double change = vec_norm(n, v);
        vec_copy(n, v, w);
        r.value = lambda;
        if (change < tol) {
            r.converged = 1;
            break;
        }
    }
    return r;
}
