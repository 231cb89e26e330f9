#include <stdio.h>
#include <stdint.h>
typedef int T;
typedef long L;
typedef unsigned char byte;
typedef int *IP;
typedef struct S S;
struct S {
    int S;
    T T2;
};
typedef double (*binop)(double, double);

static double add(double u, double v)
{
    return u + v;
}

static double sub(double u, double v)
{
    return u - v;
}

static int twice(int v)
{
    return 2 * v;
}

static unsigned long hsh = 5381;

static void out(long v)
{
    hsh = hsh * 33 ^ (unsigned long)v;
}

static T use_params(T T3, L n)
{
    return T3 + (T)n;
}

int main(void)
{
    int x = 41, y = -3;
    int *p = &x;
    double dx = 3.75;
    out((T)dx);
    out((T)-dx);
    out((T)*p);
    out((L)&x == (L)(intptr_t)&x);
    out((T)+dx);
    out((T)~x);
    out((T)!x);
    out((byte)(x * 10));
    out((byte)-1);
    out(*(IP)p);
    out(*(T *)p);
    out(*(const T *)p);
    out((T)x + (T)y);
    out((L)(T)(byte)300);
    {
        int T = 3;
        int (*fn)(int) = twice;
        out(T * x);
        out(T * *p);
        out(T - x);
        out(T & x);
        out(T + y);
        out(fn(x));
        out(T * 2);
        out(sizeof T);
        T * 2;
        {
            typedef long T;
            T *q = 0;
            out(q == 0);
            out(sizeof(T));
            out((T)x * 2);
        }
        out(T);
    }
    T *ptr;
    T paren;
    T *pp;
    paren = 17;
    ptr = &paren;
    pp = &paren;
    out(*ptr + *pp);
    int a = 6, b = 7;
    a * b;
    out(a * b);
    S s = {.S = 4, .T2 = 5};
    struct S s2 = s;
    s2.S += s.T2;
    out(s2.S);
    out(sizeof(S) == sizeof(struct S));
    binop ops[2] = {add, sub};
    void *vp = (void *)0;
    out(vp == (void *)0);
    out((T)ops[1](10.0, 2.5));
    out((T)(*ops[0])(1.5, 2.5));
    binop f = (binop)ops[0];
    out((L)f(100.0, 23.0));
    out(use_params(4, 5L));
    out(sizeof(int *));
    out(sizeof(int (*)[10]));
    out(sizeof(int[3][4]));
    out(sizeof(double (*)(double, double)));
    out(sizeof(char *[5]));
    out(sizeof(T (*)(void)));
    int grid[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
    int (*rows)[4] = (int (*)[4])grid[1];
    out(rows[1][2]);
    int *flat = (int *)grid;
    out(flat[7]);
    const char *cs = (const char *)"cast";
    out(cs[2]);
    out((unsigned long long)(uint32_t)-1);
    out((int)(char)65 + (int)(short)-2);
    out((_Bool)5 + (_Bool)0);
    out((int)(float)0.1f * 1000);
    out((int)((float)0.1f * 1000));
    printf("%lu\n", hsh);
    return 0;
}
