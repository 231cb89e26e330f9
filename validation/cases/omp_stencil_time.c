/* Stencils inside a time loop: the time loop carries the dependence from step
 * to step and stays sequential; inside it, the 1-D 3-point update into a second
 * buffer and the copy back are parallel, and so is the outer loop of a 2-D
 * 5-point Jacobi sweep and of its copy back. */
#include <stdio.h>

#define N 20000
#define T 12
#define G 128
#define TG 8

static double a[N], b[N], u[G][G], un[G][G];

int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++)
        a[i] = (double)((i * 7 + 3) % 29);
    for (t = 0; t < T; t++) {
        for (i = 1; i < N - 1; i++)
            b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
        for (i = 1; i < N - 1; i++)
            a[i] = b[i];
    }
    for (i = 0; i < G; i++)
        for (j = 0; j < G; j++)
            u[i][j] = (i == 0 || j == 0) ? 10.0 : (double)((i * j) % 5);
    for (t = 0; t < TG; t++) {
        for (i = 1; i < G - 1; i++)
            for (j = 1; j < G - 1; j++)
                un[i][j] = 0.2 * (u[i][j] + u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        for (i = 1; i < G - 1; i++)
            for (j = 1; j < G - 1; j++)
                u[i][j] = un[i][j];
    }
    double sa = 0, su = 0;
    for (i = 0; i < N; i++)
        sa += a[i] * (double)(i % 5 + 1);
    for (i = 0; i < G; i++)
        for (j = 0; j < G; j++)
            su += u[i][j] * (double)(j % 3 + 1);
    printf("a %.12e u %.12e a[N/2] %.12e u[G/2][G/2] %.12e\n", sa, su, a[N / 2], u[G / 2][G / 2]);
    return 0;
}
