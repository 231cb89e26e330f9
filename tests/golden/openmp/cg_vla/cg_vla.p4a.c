#include <math.h>
#include <stdio.h>

static void build(int n, double a[n][n], double b[n])
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            a[i][j] = 0;
        }
    }
    for (int i = 0; i < n; i++) {
        a[i][i] = 4.0 + i % 3;
        if (i > 0) {
            a[i][i - 1] = -1.0;
        }
        if (i + 1 < n) {
            a[i][i + 1] = -1.0;
        }
        if (i + 5 < n) {
            a[i][i + 5] = -0.5;
            a[i + 5][i] = -0.5;
        }
        b[i] = sin(0.1 * i) + 1.0;
    }
}

static void matvec(int n, double a[n][n], const double x[n], double y[n])
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) {
            s += a[i][j] * x[j];
        }
        y[i] = s;
    }
}

static double dot(int n, const double x[n], const double y[n])
{
    double s = 0;
    for (int i = 0; i < n; i++) {
        s += x[i] * y[i];
    }
    return s;
}

static void axpy(int n, double alpha, const double x[n], double y[n])
{
    for (int i = 0; i < n; i++) {
        y[i] += alpha * x[i];
    }
}

static void xpay(int n, const double x[n], double beta, double y[n])
{
    for (int i = 0; i < n; i++) {
        y[i] = x[i] + beta * y[i];
    }
}

static void jacobi_prec(int n, double a[n][n], const double r[n], double z[n])
{
    for (int i = 0; i < n; i++) {
        z[i] = r[i] / a[i][i];
    }
}

static int pcg(int n, double a[n][n], const double b[n], double x[n], double tol, int maxit)
{
    double r[n], z[n], p[n], q[n];
    for (int i = 0; i < n; i++) {
        x[i] = 0;
    }
    for (int i = 0; i < n; i++) {
        r[i] = b[i];
    }
    jacobi_prec(n, a, r, z);
    for (int i = 0; i < n; i++) {
        p[i] = z[i];
    }
    double rz = dot(n, r, z), bn = sqrt(dot(n, b, b));
    int it;
    for (it = 0; it < maxit; it++) {
        matvec(n, a, p, q);
        double alpha = rz / dot(n, p, q);
        axpy(n, alpha, p, x);
        axpy(n, -alpha, q, r);
        if (sqrt(dot(n, r, r)) < tol * bn) {
            break;
        }
        jacobi_prec(n, a, r, z);
        double rz2 = dot(n, r, z);
        xpay(n, z, rz2 / rz, p);
        rz = rz2;
    }
    return it;
}

int main(void)
{
    int n = 150;
    double a[n][n], b[n], x[n], ax[n], ones[n];
    for (int i = 0; i < n; i++) {
        ones[i] = 1.0;
    }
    build(n, a, b);
    int its = pcg(n, a, b, x, 1e-12, 500);
    matvec(n, a, x, ax);
    double err = 0;
    for (int i = 0; i < n; i++) {
        err = fmax(err, fabs(ax[i] - b[i]));
    }
    printf("iterations %d converged %d\n", its, err < 1e-9);
    printf("x-sum %.10e x-norm %.10e x0 %.10e\n", dot(n, x, ones), sqrt(dot(n, x, x)), x[0]);
    return 0;
}
