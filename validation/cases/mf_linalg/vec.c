#include <math.h>
#include "linalg.h"

double vec_dot(int n, const double x[n], const double y[n])
{
    kernel_calls++;
    double s = 0;
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

double vec_norm(int n, const double x[n])
{
    return sqrt(vec_dot(n, x, x));
}

void vec_scale(int n, double x[n], double s)
{
    kernel_calls++;
    for (int i = 0; i < n; i++)
        x[i] *= s;
}

void vec_axpy(int n, double a, const double x[n], double y[n])
{
    kernel_calls++;
    for (int i = 0; i < n; i++)
        y[i] += a * x[i];
}

void vec_copy(int n, double dst[restrict n], const double src[restrict n])
{
    for (int i = 0; i < n; i++)
        dst[i] = src[i];
}
