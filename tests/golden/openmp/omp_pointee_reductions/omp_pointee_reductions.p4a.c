#include <stdio.h>
#include <math.h>
double r[400000], q[400000];
double shared_total;

static void norms(int n, const double *rr, double *rnm2, double *rnmu)
{
    *rnm2 = 0;
    *rnmu = 0;
    if (n >= 1) {
        double p4a_rnm2 = *rnm2;
        double p4a_rnmu = *rnmu;
        if (n >= 1725) {
            #pragma omp parallel for reduction(+:p4a_rnm2) reduction(max:p4a_rnmu)
            for (int i = 0; i < n; i++) {
                p4a_rnm2 += rr[i] * rr[i];
                if (fabs(rr[i]) > p4a_rnmu) {
                    p4a_rnmu = fabs(rr[i]);
                }
            }
        } else {
            for (int i = 0; i < n; i++) {
                p4a_rnm2 += rr[i] * rr[i];
                if (fabs(rr[i]) > p4a_rnmu) {
                    p4a_rnmu = fabs(rr[i]);
                }
            }
        }
        *rnm2 = p4a_rnm2;
        *rnmu = p4a_rnmu;
    }
}

static void count_big(int n, double *a, int *err)
{
    for (int i = 0; i < n; i++) {
        a[i] = a[i] * 2;
        if (a[i] > 1e300) {
            *err += 1;
        }
    }
}

static void self_sum(int n, double *a, double *s)
{
    for (int i = 0; i < n; i++) {
        *s += a[i];
    }
}

static double peek(void)
{
    return shared_total;
}

static void with_call(int n, const double *a, double *s)
{
    for (int i = 0; i < n; i++) {
        *s += a[i] * (peek() > 0 ? 1.0 : 0.5);
    }
}

int main(int argc, char **argv)
{
    (void)argv;
    #pragma omp parallel for
    for (int i = 0; i < 400000; i++) {
        r[i] = sin(i * 0.001);
        q[i] = cos(i * 0.002);
    }
    double a = -1, b = -1;
    norms(400000 - argc, r, &a, &b);
    int e = 0;
    count_big(400000, q, &e);
    count_big(0, q, (void *)0);
    double s = 0;
    self_sum(400000, r, &s);
    self_sum(400000 / 2, q, &q[400000 - 1]);
    shared_total = 1;
    with_call(400000, r, &shared_total);
    printf("%.10e %.10e %d %.10e %.10e %.10e\n", a, b, e, s, q[400000 - 1], shared_total);
    return 0;
}
