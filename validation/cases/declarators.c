/* Declarators of every shape: pointers to pointers, arrays of pointers,
 * pointers to arrays, arrays of arrays of pointers, functions returning
 * pointers to functions, arrays of function pointers, pointers to functions
 * returning pointers to arrays, several declarators in one declaration,
 * (void) parameter lists and unnamed parameters in prototypes. */
#include <stdio.h>
#include <stdlib.h>

#define N 5

static int sq(int v) { return v * v; }
static int neg(int v) { return -v; }
static int inc(int v) { return v + 1; }

/* function returning a pointer to a function taking int and returning int */
static int (*pick(int which))(int)
{
    return which == 0 ? sq : which == 1 ? neg : inc;
}

/* pointer to a function returning a pointer to a function */
static int (*(*picker)(int))(int) = pick;

static int rowdata[3][N] = { { 1, 2, 3, 4, 5 }, { 6, 7, 8, 9, 10 }, { 11, 12, 13, 14, 15 } };

/* function returning a pointer to an array of N ints */
static int (*row(int r))[N]
{
    return &rowdata[r];
}

/* pointer to such a function, and an array of them */
static int (*(*rowfn)(int))[N] = row;

static int count(void);            /* (void) parameter list */
static int apply(int (*)(int), int); /* unnamed parameters, abstract function pointer */
static int sum_rows(int n, int (*)[N]);

static int count(void) { static int c; return ++c; }
static int apply(int (*f)(int), int v) { return f(v); }
static int sum_rows(int n, int (*m)[N])
{
    int s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < N; j++)
            s += m[i][j] * (j + 1);
    return s;
}

int main(void)
{
    long check = 0;

    int a = 3, b = 4, *pa = &a, **ppa = &pa, ***pppa = &ppa;
    ***pppa += 10;
    **ppa *= 2;
    check += a + **ppa;

    int *arr_of_ptr[3] = { &a, &b, NULL };   /* array of pointers */
    check += *arr_of_ptr[0] + *arr_of_ptr[1] + (arr_of_ptr[2] == NULL);

    int m[3][N];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < N; j++)
            m[i][j] = i * 10 + j;
    int (*prow)[N] = m;                      /* pointer to array */
    prow++;
    check += (*prow)[2] + prow[1][4];
    int (*whole)[3][N] = &m;                 /* pointer to 2-D array */
    check += (*whole)[2][1];
    check += sum_rows(3, m);

    int *grid_of_ptrs[2][2] = { { &a, &b }, { &b, &a } };   /* array of arrays of pointers */
    check += *grid_of_ptrs[1][0] - *grid_of_ptrs[0][0];
    int *(*pgrid)[2] = grid_of_ptrs;         /* pointer to array of pointers */
    check += *pgrid[1][1];

    int (*fns[3])(int) = { sq, neg, inc };   /* array of function pointers */
    for (int i = 0; i < 3; i++)
        check += fns[i](i + 7) + (*fns[i])(2);
    int (**pfn)(int) = fns;                  /* pointer to function pointer */
    check += (*pfn[2])(40) + pfn[0](3);
    int (*(*pfns)[3])(int) = &fns;           /* pointer to array of function pointers */
    check += (*pfns)[1](5);

    for (int w = 0; w < 3; w++) {
        check += pick(w)(6);
        check += (*picker)(w)(9);
        check += picker(w)(w);
        check += apply(pick(w), 11);
    }

    int (*r)[N] = row(2);
    check += (*r)[3];
    check += (*rowfn(1))[0] + (*(*rowfn)(0))[4];

    /* several declarators with different shapes in one declaration */
    int v0 = 1, *v1 = &v0, v2[2] = { 5, 6 }, (*v3)[2] = &v2, *v4[2] = { &v0, &v2[1] }, (*v5)(int) = sq;
    check += v0 + *v1 + v2[1] + (*v3)[0] + *v4[1] + v5(4);

    /* pointer to pointer to dynamically allocated rows */
    int **jag = malloc(4 * sizeof *jag);
    for (int i = 0; i < 4; i++) {
        jag[i] = malloc((size_t)(i + 1) * sizeof **jag);
        for (int j = 0; j <= i; j++)
            jag[i][j] = i * j + 1;
    }
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j <= i; j++)
            check += jag[i][j];
        free(jag[i]);
    }
    free(jag);

    /* the heap 2-D array idiom with a pointer to array */
    double (*A)[N] = malloc(sizeof(double[4][N]));
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = i + 0.5 * j;
    double ds = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < N; j++)
            ds += A[i][j];
    free(A);
    check += (long)(ds * 2);

    check += count() + count() + count();
    printf("check %ld\n", check);
    return 0;
}
