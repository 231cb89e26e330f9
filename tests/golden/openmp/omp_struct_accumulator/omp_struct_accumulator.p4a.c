#include <stdio.h>
typedef struct {
    double re, im;
} cpx;
double a[100000];
cpx z[100000];

int main(void)
{
    int i;
    cpx s = (cpx){0.0, 0.0};
    #pragma omp parallel for
    for (i = 0; i < 100000; i++) {
        a[i] = i % 4096;
    }
    for (i = 0; i < 100000; i++) {
        s = (cpx){s.re + a[i], s.im - a[i]};
    }
    cpx w = {1.0, 2.0};
    double t = 0;
    #pragma omp parallel for lastprivate(w) reduction(+:t)
    for (i = 0; i < 100000; i++) {
        w = (cpx){a[i] * 0.5, a[i] * 0.25};
        z[i] = w;
        {
            cpx u = {a[i], -a[i]};
            t += u.re * u.im * 1e-9;
        }
    }
    printf("%f %f %f %f %f\n", s.re, s.im, w.re, w.im, t);
    return 0;
}
