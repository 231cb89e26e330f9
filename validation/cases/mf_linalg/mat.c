#include "linalg.h"

void mat_fill(int n, int m, double a[n][m], unsigned seed)
{
    unsigned s = seed;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            s = s * 1664525u + 1013904223u;
            a[i][j] = (double)(s >> 8) / (double)(1u << 24) - 0.5;
        }
}

void mat_mul(int n, int p, int m, const double a[n][p], const double b[p][m], double c[n][m])
{
    kernel_calls++;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            double s = 0;
            for (int k = 0; k < p; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

void mat_vec(int n, int m, const double a[n][m], const double x[m], double y[n])
{
    kernel_calls++;
    for (int i = 0; i < n; i++) {
        y[i] = 0;
        for (int j = 0; j < m; j++)
            y[i] += a[i][j] * x[j];
    }
}

void mat_sym(int n, double a[n][n])
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++) {
            double v = 0.5 * (a[i][j] + a[j][i]);
            a[i][j] = a[j][i] = v;
        }
}

double mat_trace(int n, const double a[n][n])
{
    double t = 0;
    for (int i = 0; i < n; i++)
        t += a[i][i];
    return t;
}
