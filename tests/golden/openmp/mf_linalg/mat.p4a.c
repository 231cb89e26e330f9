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

void mat_fill(int n, int m, double a[n][m], unsigned int seed)
{
    unsigned int s = seed;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            s = s * 1664525u + 1013904223u;
            a[i][j] = (double)(s >> 8) / (double)(1u << 24) - 0.5;
        }
    }
}

void mat_mul(int n, int p, int m, const double a[n][p], const double b[p][m], double c[n][m])
{
    kernel_calls++;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) {
            double s = 0;
            for (int k = 0; k < p; k++) {
                s += a[i][k] * b[k][j];
            }
            c[i][j] = s;
        }
    }
}

void mat_vec(int n, int m, const double a[n][m], const double x[m], double y[n])
{
    kernel_calls++;
    for (int i = 0; i < n; i++) {
        double y_0 = 0;
        for (int j = 0; j < m; j++) {
            y_0 += a[i][j] * x[j];
        }
        y[i] = y_0;
    }
}

void mat_sym(int n, double a[n][n])
{
    #pragma omp parallel for schedule(static, 1)
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++) {
            double v = 0.5 * (a[i][j] + a[j][i]);
            a[i][j] = a[j][i] = v;
        }
    }
}

double mat_trace(int n, const double a[n][n])
{
    double t = 0;
    for (int i = 0; i < n; i++) {
        t += a[i][i];
    }
    return t;
}
