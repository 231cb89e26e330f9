#include <math.h>
#include <stdio.h>

static void spd(int n, double a[n][n])
{
    double b[n][n];
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            b[i][j] = (double)((i * 3 + j * 5) % 7) / 7.0 - 0.4;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) {
                s += b[i][k] * b[j][k];
            }
            a[i][j] = s + (i == j ? n : 0);
        }
    }
}

static void chol_row(int n, double a[n][n], double l[n][n])
{
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            l[i][j] = 0;
        }
    }
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++) {
            double s = a[i][j];
            if (j >= 7143) {
                #pragma omp parallel for reduction(+:s)
                for (int k = 0; k < j; k++) {
                    s -= l[i][k] * l[j][k];
                }
            } else {
                for (int k = 0; k < j; k++) {
                    s -= l[i][k] * l[j][k];
                }
            }
            l[i][j] = s / l[j][j];
        }
        double d = a[i][i];
        if (i >= 7143) {
            #pragma omp parallel for reduction(+:d)
            for (int k = 0; k < i; k++) {
                d -= l[i][k] * l[i][k];
            }
        } else {
            for (int k = 0; k < i; k++) {
                d -= l[i][k] * l[i][k];
            }
        }
        l[i][i] = sqrt(d);
    }
}

static void chol_right(int n, double a[n][n])
{
    for (int k = 0; k < n; k++) {
        a[k][k] = sqrt(a[k][k]);
        if (n - (k + 1) >= 8334) {
            #pragma omp parallel for
            for (int i = k + 1; i < n; i++) {
                a[i][k] /= a[k][k];
            }
        } else {
            for (int i = k + 1; i < n; i++) {
                a[i][k] /= a[k][k];
            }
        }
        if (n - (k + 1) >= 8) {
            #pragma omp parallel for schedule(static, 1)
            for (int j = k + 1; j < n; j++) {
                for (int i = j; i < n; i++) {
                    a[i][j] -= a[i][k] * a[j][k];
                }
            }
        } else {
            for (int j = k + 1; j < n; j++) {
                for (int i = j; i < n; i++) {
                    a[i][j] -= a[i][k] * a[j][k];
                }
            }
        }
    }
}

int main(void)
{
    int n = 100;
    double a[n][n], l[n][n], c[n][n], x[n], y[n], rhs[n];
    spd(n, a);
    chol_row(n, a, l);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            c[i][j] = a[i][j];
        }
    }
    chol_right(n, c);
    double diff = 0, tr = 0;
    #pragma omp parallel for schedule(static, 1) reduction(+:tr) reduction(max:diff)
    for (int i = 0; i < n; i++) {
        tr += l[i][i];
        for (int j = 0; j <= i; j++) {
            diff = fmax(diff, fabs(l[i][j] - c[i][j]));
        }
    }
    for (int i = 0; i < n; i++) {
        rhs[i] = 1.0 / (i + 1);
    }
    for (int i = 0; i < n; i++) {
        double s = rhs[i];
        for (int k = 0; k < i; k++) {
            s -= l[i][k] * y[k];
        }
        y[i] = s / l[i][i];
    }
    for (int i = n - 1; i >= 0; i--) {
        double s = y[i];
        for (int k = i + 1; k < n; k++) {
            s -= l[k][i] * x[k];
        }
        x[i] = s / l[i][i];
    }
    double res = 0, xs = 0;
    #pragma omp parallel for reduction(+:xs) reduction(max:res)
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) {
            s += a[i][j] * x[j];
        }
        res = fmax(res, fabs(s - rhs[i]));
        xs += x[i];
    }
    printf("trace(L) %.12e x-sum %.12e\n", tr, xs);
    printf("variants-agree %d residual-ok %d\n", diff < 1e-10, res < 1e-12);
    return 0;
}
