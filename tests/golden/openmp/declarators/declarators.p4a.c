#include <stdio.h>
#include <stdlib.h>

static int sq(int v)
{
    return v * v;
}

static int neg(int v)
{
    return -v;
}

static int inc(int v)
{
    return v + 1;
}

static int (*pick(int which))(int)
{
    return which == 0 ? sq : which == 1 ? neg : inc;
}

static int (*(*picker)(int))(int) = pick;
static int rowdata[3][5] = {{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}, {11, 12, 13, 14, 15}};

static int (*row(int r))[5]
{
    return &rowdata[r];
}

static int (*(*rowfn)(int))[5] = row;
static int count(void);
static int apply(int (*)(int), int);
static int sum_rows(int n, int (*)[5]);

static int count(void)
{
    static int c;
    return ++c;
}

static int apply(int (*f)(int), int v)
{
    return f(v);
}

static int sum_rows(int n, int (*m)[5])
{
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += m[i][0] * 1;
        s += m[i][1] * 2;
        s += m[i][2] * 3;
        s += m[i][3] * 4;
        s += m[i][4] * 5;
    }
    return s;
}

int main(void)
{
    long check = 0;
    int a = 3, b = 4, *pa = &a, **ppa = &pa, ***pppa = &ppa;
    ***pppa += 10;
    **ppa *= 2;
    check += a + **ppa;
    int *arr_of_ptr[3] = {&a, &b, (void *)0};
    check += *arr_of_ptr[0] + *arr_of_ptr[1] + (arr_of_ptr[2] == (void *)0);
    int m[3][5];
    {
        m[0][0] = 0;
        m[0][1] = 1;
        m[0][2] = 2;
        m[0][3] = 3;
        m[0][4] = 4;
        m[1][0] = 10;
        m[1][1] = 11;
        m[1][2] = 12;
        m[1][3] = 13;
        m[1][4] = 14;
        m[2][0] = 20;
        m[2][1] = 21;
        m[2][2] = 22;
        m[2][3] = 23;
        m[2][4] = 24;
    }
    int (*prow)[5] = m;
    prow++;
    check += (*prow)[2] + prow[1][4];
    int (*whole)[3][5] = &m;
    check += (*whole)[2][1];
    check += sum_rows(3, m);
    int *grid_of_ptrs[2][2] = {{&a, &b}, {&b, &a}};
    check += *grid_of_ptrs[1][0] - *grid_of_ptrs[0][0];
    int *(*pgrid)[2] = grid_of_ptrs;
    check += *pgrid[1][1];
    int (*fns[3])(int) = {sq, neg, inc};
    for (int i = 0; i < 3; i++) {
        check += fns[i](i + 7) + (*fns[i])(2);
    }
    int (**pfn)(int) = fns;
    check += (*pfn[2])(40) + pfn[0](3);
    int (*(*pfns)[3])(int) = &fns;
    check += (*pfns)[1](5);
    for (int w = 0; w < 3; w++) {
        check += pick(w)(6);
        check += pick(w)(9);
        check += pick(w)(w);
        check += apply(pick(w), 11);
    }
    int (*r)[5] = row(2);
    check += (*r)[3];
    check += (*rowfn(1))[0] + (*(*rowfn)(0))[4];
    int v0 = 1, *v1 = &v0, v2[2] = {5, 6}, (*v3)[2] = &v2, *v4[2] = {&v0, &v2[1]}, (*v5)(int) = sq;
    check += v0 + *v1 + v2[1] + (*v3)[0] + *v4[1] + v5(4);
    int **jag = malloc(4 * sizeof *jag);
    for (int i = 0; i < 4; i++) {
        jag[i] = malloc((size_t)(i + 1) * sizeof **jag);
        for (int j = 0; j <= i; j++) {
            jag[i][j] = i * j + 1;
        }
    }
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j <= i; j++) {
            check += jag[i][j];
        }
        free(jag[i]);
    }
    free(jag);
    double ds = 0;
    {
        {
            double A;
            A = 0 + 0.5 * 0;
            ds += A;
        }
        {
            double A;
            A = 0 + 0.5 * 1;
            ds += A;
        }
        {
            double A;
            A = 0 + 0.5 * 2;
            ds += A;
        }
        {
            double A;
            A = 0 + 0.5 * 3;
            ds += A;
        }
        {
            double A;
            A = 0 + 0.5 * 4;
            ds += A;
        }
        {
            double A;
            A = 1 + 0.5 * 0;
            ds += A;
        }
        {
            double A;
            A = 1 + 0.5 * 1;
            ds += A;
        }
        {
            double A;
            A = 1 + 0.5 * 2;
            ds += A;
        }
        {
            double A;
            A = 1 + 0.5 * 3;
            ds += A;
        }
        {
            double A;
            A = 1 + 0.5 * 4;
            ds += A;
        }
        {
            double A;
            A = 2 + 0.5 * 0;
            ds += A;
        }
        {
            double A;
            A = 2 + 0.5 * 1;
            ds += A;
        }
        {
            double A;
            A = 2 + 0.5 * 2;
            ds += A;
        }
        {
            double A;
            A = 2 + 0.5 * 3;
            ds += A;
        }
        {
            double A;
            A = 2 + 0.5 * 4;
            ds += A;
        }
        {
            double A;
            A = 3 + 0.5 * 0;
            ds += A;
        }
        {
            double A;
            A = 3 + 0.5 * 1;
            ds += A;
        }
        {
            double A;
            A = 3 + 0.5 * 2;
            ds += A;
        }
        {
            double A;
            A = 3 + 0.5 * 3;
            ds += A;
        }
        {
            double A;
            A = 3 + 0.5 * 4;
            ds += A;
        }
    }
    check += (long)(ds * 2);
    check += count() + count() + count();
    printf("check %ld\n", check);
    return 0;
}
