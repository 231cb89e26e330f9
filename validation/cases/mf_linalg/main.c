/* mf_linalg: a multi-file program whose functions receive VLA parameters
 * across translation units; computes B = A A^T (symmetric positive
 * semi-definite, shifted to be definite), its dominant eigenvalue by power
 * iteration, and checksums. */
#include <stdio.h>
#include "linalg.h"

long kernel_calls = 0;

int main(void)
{
    enum { N = 60 };
    int n = N;
    double a[n][n], at[n][n], b[n][n], v[n];
    mat_fill(n, n, a, 42u);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            at[j][i] = a[i][j];
    mat_mul(n, n, n, (const double (*)[n])a, (const double (*)[n])at, b);
    mat_sym(n, b);
    for (int i = 0; i < n; i++) {
        b[i][i] += 1.0;
        v[i] = 1.0 + (i % 3);
    }
    struct eig_result r = power_iteration(n, (const double (*)[n])b, v, 1e-10, 2000);
    double vs = 0;
    for (int i = 0; i < n; i++) vs += v[i] * v[i];
    printf("trace %.10e\n", mat_trace(n, (const double (*)[n])b));
    printf("lambda %.10e converged %d unit %.6f\n", r.value, r.converged, vs);
    printf("iterations-ok %d calls-ok %d\n", r.iterations > 1 && r.iterations < 2000, kernel_calls > 10);
    return 0;
}
