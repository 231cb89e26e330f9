/* Reductions through pointer parameters (`*sum += ...`, a running maximum through a
   pointer): the pointee is kept in a local for the loop, which then reduces in parallel.
   Refused: a pointee updated only under a condition (the pointer may be NULL when the
   condition never holds), pointers not proved distinct from the data, and a loop calling
   a function that may read the pointee. */
#include <stdio.h>
#include <math.h>
#define N 400000
double r[N], q[N];
double shared_total;
static void norms(int n, const double *rr, double *rnm2, double *rnmu)
{
    *rnm2 = 0;
    *rnmu = 0;
    for (int i = 0; i < n; i++) {
        *rnm2 += rr[i] * rr[i];
        if (fabs(rr[i]) > *rnmu)
            *rnmu = fabs(rr[i]);
    }
}
static void count_big(int n, double *a, int *err)
{
    for (int i = 0; i < n; i++) {
        a[i] = a[i] * 2;
        if (a[i] > 1e300)
            *err += 1;
    }
}
static void self_sum(int n, double *a, double *s)
{
    for (int i = 0; i < n; i++)
        *s += a[i];
}
static double peek(void) { return shared_total; }
static void with_call(int n, const double *a, double *s)
{
    for (int i = 0; i < n; i++)
        *s += a[i] * (peek() > 0 ? 1.0 : 0.5);
}
int main(int argc, char **argv)
{
    (void)argv;
    for (int i = 0; i < N; i++) {
        r[i] = sin(i * 0.001);
        q[i] = cos(i * 0.002);
    }
    double a = -1, b = -1;
    norms(N - argc, r, &a, &b);
    int e = 0;
    count_big(N, q, &e);
    count_big(0, q, NULL);
    double s = 0;
    self_sum(N, r, &s);
    self_sum(N / 2, q, &q[N - 1]);
    shared_total = 1;
    with_call(N, r, &shared_total);
    printf("%.10e %.10e %d %.10e %.10e %.10e\n", a, b, e, s, q[N - 1], shared_total);
    return 0;
}
