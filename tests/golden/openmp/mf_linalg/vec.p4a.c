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

double vec_dot(int n, const double x[n], const double y[n])
{
    kernel_calls++;
    double s = 0;
    for (int i = 0; i < n; i++) {
        s += x[i] * y[i];
    }
    return s;
}

double vec_norm(int n, const double x[n])
{
    return sqrt(vec_dot(n, x, x));
}

void vec_scale(int n, double x[n], double s)
{
    kernel_calls++;
    for (int i = 0; i < n; i++) {
        x[i] *= s;
    }
}

void vec_axpy(int n, double a, const double x[n], double y[n])
{
    kernel_calls++;
    for (int i = 0; i < n; i++) {
        y[i] += a * x[i];
    }
}

void vec_copy(int n, double dst[restrict n], const double src[restrict n])
{
    for (int i = 0; i < n; i++) {
        dst[i] = src[i];
    }
}
