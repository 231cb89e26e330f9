#include <stdio.h>
#include <stdlib.h>
typedef double (*unary_fn)(double);

static double square(double x)
{
    return x * x;
}

static double halve(double x)
{
    return x * 0.5;
}

static double negate(double x)
{
    return -x;
}

static double cube(double x)
{
    return x * x * x;
}

static long calls;

static double counted(double x)
{
    calls++;
    return x + (double)calls;
}

static unary_fn ops[3] = {halve, negate, cube};
static double a[200000], b[200000], c[200000], d[200000];

int main(int argc, char **argv)
{
    (void)argv;
    unary_fn f = argc > 3 ? square : halve;
    unary_fn g = counted;
    #pragma omp parallel for
    for (int i = 0; i < 200000; i++) {
        a[i] = (double)(i % 101) / 7.0;
        b[i] = (f == square ? square(a[i]) : halve(a[i])) + 1.0;
        c[i] = (ops[i % 3] == halve ? halve(a[i]) : ops[i % 3] == negate ? negate(a[i]) : cube(a[i])) + (f == square ? square(b[i]) : halve(b[i]));
    }
    for (int i = 0; i < 200000; i++) {
        d[i] = counted(a[i]);
    }
    double sb = 0, sc = 0, sd = 0;
    #pragma omp parallel for reduction(+:sb, sc, sd)
    for (int i = 0; i < 200000; i++) {
        sb += b[i];
        sc += c[i];
        sd += d[i];
    }
    printf("%.6e %.6e %.6e %ld\n", sb, sc, sd, calls);
    return 0;
}
