#include <stdio.h>
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
long kernel_calls = 0;

int main(void)
{
    enum { N = 60 };
    int n = N;
    double a[n][n], at[n][n], b[n][n], v[n];
    mat_fill(n, n, a, 42u);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            at[j][i] = a[i][j];
        }
    }
    mat_mul(n, n, n, (const double (*)[n])a, (const double (*)[n])at, b);
    mat_sym(n, b);
    for (int i = 0; i < n; i++) {
        b[i][i] += 1.0;
        v[i] = 1.0 + i % 3;
    }
    struct eig_result r = power_iteration(n, (const double (*)[n])b, v, 1e-10, 2000);
    double vs = 0;
    for (int i = 0; i < n; i++) {
        vs += v[i] * v[i];
    }
    printf("trace %.10e\n", mat_trace(n, (const double (*)[n])b));
    printf("lambda %.10e converged %d unit %.6f\n", r.value, r.converged, vs);
    printf("iterations-ok %d calls-ok %d\n", r.iterations > 1 && r.iterations < 2000,
        kernel_calls > 10);
    return 0;
}
