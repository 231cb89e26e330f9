#include <stdlib.h>
int (*pick(int k))(int, int);

static int add(int a, int b)
{
    return a + b;
}

int (*pick(int k))(int, int)
{
    return k ? add : 0;
}

void fill(int n, int m, double a[n][m], double (*p)[m], const int *volatile q, double *restrict r)
{
    double (*heap)[m] = malloc(sizeof(double[n][m]));
    int (*table[3])(int, int) = {add, add, 0};
    char *const names[] = {"a", "b\n\t\"", 0};
    a[0][0] = p[0][0] + *q + r[0] + table[0](1, 2) + names[1][0];
    free(heap);
}
