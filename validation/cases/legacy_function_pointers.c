/* Callbacks with known targets: a pointer chosen once from two pure functions, a table of
   pure operations indexed in the loop, and a pointer to an impure function (it counts its
   calls) that must keep its loop sequential. */
#include <stdio.h>
#include <stdlib.h>

#define N 200000

typedef double (*unary_fn)(double);

static double square(double x) { return x * x; }
static double halve(double x) { return x * 0.5; }
static double negate(double x) { return -x; }
static double cube(double x) { return x * x * x; }

static long calls;
static double counted(double x) { calls++; return x + (double)calls; }

static unary_fn ops[3] = { halve, negate, cube };

static double a[N], b[N], c[N], d[N];

int main(int argc, char **argv)
{
    (void)argv;
    unary_fn f = argc > 3 ? square : halve;
    unary_fn g = counted;
    for (int i = 0; i < N; i++)
        a[i] = (double)(i % 101) / 7.0;
    for (int i = 0; i < N; i++)
        b[i] = f(a[i]) + 1.0;
    for (int i = 0; i < N; i++)
        c[i] = ops[i % 3](a[i]) + (*f)(b[i]);
    for (int i = 0; i < N; i++)
        d[i] = g(a[i]);
    double sb = 0, sc = 0, sd = 0;
    for (int i = 0; i < N; i++) {
        sb += b[i];
        sc += c[i];
        sd += d[i];
    }
    printf("%.6e %.6e %.6e %ld\n", sb, sc, sd, calls);
    return 0;
}
