/* Aggregates: a struct accumulator rebuilt by a compound literal from its own members
   (carried: sequential), a struct assigned whole in every iteration and read through a
   member after the loop (its last value must survive), and one used only inside. */
#include <stdio.h>
typedef struct { double re, im; } cpx;
#define N 100000
double a[N];
cpx z[N];
int main(void)
{
    int i;
    cpx s = (cpx){0.0, 0.0};
    for (i = 0; i < N; i++)
        a[i] = i % 4096;
    for (i = 0; i < N; i++)
        s = (cpx){s.re + a[i], s.im - a[i]};
    cpx w = {1.0, 2.0};
    for (i = 0; i < N; i++) {
        w = (cpx){a[i] * 0.5, a[i] * 0.25};
        z[i] = w;
    }
    double t = 0;
    for (i = 0; i < N; i++) {
        cpx u = {a[i], -a[i]};
        t += u.re * u.im * 1e-9;
    }
    printf("%f %f %f %f %f\n", s.re, s.im, w.re, w.im, t);
    return 0;
}
