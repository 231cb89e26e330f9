#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
typedef unsigned long long u64;
typedef char base;
typedef int B;
typedef struct {
    double re, im;
} dcomplex;
typedef double real;
struct rec {
    int B;
    base base;
    real r;
};
static _Thread_local int calls;

static u64 cast_cast(float x)
{
    calls++;
    return (u64)(int64_t)(x * 16.0f);
}

static long cast_chain(double x, int *p)
{
    return (long)(B)-x + (long)(B)*p + (long)(B)x / 2;
}

static int hide_local(base *seq)
{
    int base = 0;
    {
        base = base * 3 + seq[0];
        base = base * 3 + seq[1];
        base = base * 3 + seq[2];
        base = base * 3 + seq[3];
    }
    return base;
}

static int hide_param(int B)
{
    return B * 2 + B - 1 + (int)sizeof B;
}

static int hide_block(int n)
{
    int r = 0;
    {
        int B = n;
        r = B * B;
        r += B * 2;
    }
    B y = r;
    return y;
}

static double vla_of_structs(int n, void *raw)
{
    dcomplex (*x)[n] = (dcomplex (*)[n])raw;
    double s = 0;
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < n; j++) {
            x[i][j].re = i + j;
            x[i][j].im = i - j;
        }
    }
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < n; j++) {
            s += x[i][j].re * 2 + x[i][j].im;
        }
    }
    return s;
}

static int twice(int v)
{
    return 2 * v;
}

static int paren_decls(void)
{
    B y, *p = &y, a[3];
    B (*f)(int) = twice;
    y = 4;
    a[0] = *p;
    a[1] = f(a[0]);
    a[2] = (int)sizeof(B[2][3]) + (int)sizeof(dcomplex[2]);
    {
        y += a[0];
        y += a[1];
        y += a[2];
    }
    return y;
}

static int enum_hides(void)
{
    enum { B = 7 };
    return B * 3;
}

static int kind(double d)
{
    return _Generic(d, float: 1, double: 2, default: 3);
}

int main(void)
{
    int vals[2] = {5, 9};
    base seq[4] = {1, 2, 3, 4};
    struct rec rr = {3, 'a', 1.5};
    void *raw = calloc(3 * 10, sizeof(dcomplex));
    printf("%llu %llu\n", cast_cast(2.75f), cast_cast(-1.0f));
    printf("%ld\n", cast_chain(7.9, vals));
    printf("%d %d %d\n", hide_local(seq), hide_param(6), hide_block(5));
    printf("%.1f\n", vla_of_structs(10, raw));
    printf("%d %d\n", paren_decls(), enum_hides());
    printf("%d %d %d\n", rr.B + rr.base, kind(1.0), _Generic(vals[0], int: 10, default: 20));
    printf("%d\n", calls);
    free(raw);
    return 0;
}
