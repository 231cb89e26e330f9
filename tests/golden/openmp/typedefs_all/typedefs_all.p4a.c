#include <stdio.h>
typedef int I, *IP, IA3[3], (*IFP)(int);
typedef unsigned long ulong;
typedef ulong word;
typedef const word cword;
typedef struct point {
    int x, y;
} point;
typedef struct {
    double re, im;
} cplx;
typedef union {
    float f;
    unsigned int u;
} fbits;
typedef enum { LOW, MID = 5, HIGH } level;
typedef point *point_ptr;
typedef point segment[2];
typedef double mat3[3][3];
typedef int unary_fn(int);
typedef unary_fn *unary_ptr;
typedef IFP fp_table[4];
typedef char str16[16];
typedef void (*visitor)(point_ptr, void *);
unary_fn twice, square;

int twice(int v)
{
    return 2 * v;
}

int square(int v)
{
    return v * v;
}

static int plus3(int v)
{
    return v + 3;
}

static double trace(mat3 m)
{
    return m[0][0] + m[1][1] + m[2][2];
}

static void shift(point_ptr p, void *arg)
{
    int d = *(int *)arg;
    p->x += d;
    p->y -= d;
}

static void each(segment s, visitor v, void *arg)
{
    for (int i = 0; i < 2; i++) {
        v(&s[i], arg);
    }
}

static cplx cmul(cplx a, cplx b)
{
    cplx r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
    return r;
}

int main(void)
{
    I i = 4;
    IP ip = &i;
    IA3 arr = {1, 2, 3};
    IFP f = twice;
    word w = 1000;
    cword cw = 77;
    point p = {3, 4};
    point_ptr pp = &p;
    segment seg = {{0, 0}, {10, 20}};
    mat3 m = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    unary_ptr up = square;
    fp_table tab = {twice, square, plus3, 0};
    str16 name = "typedefs";
    fbits fb;
    fb.f = 1.0f;
    level lv = HIGH;
    cplx z = {1.0, 2.0};
    int d = 5;
    each(seg, shift, &d);
    long check = *ip + arr[2] + f(10) + (long)w + (long)cw + pp->x * pp->y + seg[1].x + seg[0].y;
    check += (long)trace(m) + up(7) + lv;
    for (int k = 0; tab[k]; k++) {
        check += tab[k](k + 2);
    }
    z = cmul(z, z);
    printf("check %ld fb %x sizes %zu %zu %zu %zu name %s z %.6e %.6e\n", check, fb.u, sizeof(IA3),
        sizeof(segment), sizeof(mat3), sizeof(str16), name, z.re, z.im);
    {
        typedef double I;
        I half = 0.5;
        typedef I pair[2];
        pair pr = {half, half * 3};
        printf("inner %.6e %zu\n", pr[0] + pr[1], sizeof(I));
        {
            int point = 3;
            int word = point * 2;
            printf("vars %d %d\n", point, word);
        }
        point q = {1, 1};
        printf("q %d\n", q.x + q.y);
    }
    for (int level = 0; level < 2; level++) {
        printf("level %d\n", level);
    }
    level after = MID;
    printf("after %d %d\n", after, i);
    return 0;
}
