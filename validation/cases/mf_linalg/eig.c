#include <math.h>
#include "linalg.h"

struct eig_result power_iteration(int n, const double a[n][n], double v[n], double tol, int maxit)
{
    double w[n];
    struct eig_result r = { 0.0, 0, 0 };
    vec_scale(n, v, 1.0 / vec_norm(n, v));
    for (r.iterations = 1; r.iterations <= maxit; r.iterations++) {
        mat_vec(n, n, a, v, w);
        double lambda = vec_dot(n, v, w);
        double nw = vec_norm(n, w);
        vec_scale(n, w, 1.0 / nw);
        vec_axpy(n, -1.0, w, v);          /* v := v - w, the change */
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
