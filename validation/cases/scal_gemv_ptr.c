/* y = A x through a function with pointer parameters (restrict): y[i] is kept in a
 * scalar across the j loop; a call with y aliasing x is not scalarized there
 * (a second function without restrict, called with overlapping arrays). */
#include <stdio.h>
#define N 500
static double A[N * N], x[N], y[N];
static void gemv(int n, const double *restrict a, const double *restrict v, double *restrict out)
{
    for (int i = 0; i < n; i++) {
        out[i] = 0;
        for (int j = 0; j < n; j++)
            out[i] += a[i * n + j] * v[j];
    }
}
static void smooth(int n, double *p, double *q)
{
    for (int i = 1; i < n; i++) {
        q[i] = p[i];
        for (int j = 0; j < 3; j++)
            q[i] = q[i] * 0.5 + p[i - 1] * 0.25;
    }
}
int main(void)
{
    for (int i = 0; i < N * N; i++)
        A[i] = ((i * 13) % 21) * 0.05;
    for (int i = 0; i < N; i++)
        x[i] = (i % 5) - 2.0;
    gemv(N, A, x, y);
    smooth(N, y, y);
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.99 + y[i];
    printf("%.9e\n", s);
    return 0;
}
