/* Shared declarations of the mf_linalg case: vector and matrix kernels with
 * VLA parameters (sizes named by earlier parameters), a result struct returned by value,
 * and a global iteration counter defined in main.c. */
#ifndef MF_LINALG_H
#define MF_LINALG_H

#include <stddef.h>

struct eig_result {
    double value;
    int iterations;
    int converged;
};

extern long kernel_calls;             /* defined in main.c */

/* vec.c */
double vec_dot(int n, const double x[n], const double y[n]);
double vec_norm(int n, const double x[n]);
void vec_scale(int n, double x[n], double s);
void vec_axpy(int n, double a, const double x[n], double y[n]);
void vec_copy(int n, double dst[restrict n], const double src[restrict n]);

/* mat.c */
void mat_fill(int n, int m, double a[n][m], unsigned seed);
void mat_mul(int n, int p, int m, const double a[n][p], const double b[p][m], double c[n][m]);
void mat_vec(int n, int m, const double a[n][m], const double x[m], double y[n]);
void mat_sym(int n, double a[n][n]);
double mat_trace(int n, const double a[n][n]);

/* eig.c */
struct eig_result power_iteration(int n, const double a[n][n], double v[n], double tol, int maxit);

#endif
