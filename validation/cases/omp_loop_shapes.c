/* Counted-loop shapes of legacy solvers: unsigned and long indices, decrements, steps
   of 3, `i != n` stepping by one, bounds that are elements of a global array nothing
   changes, and the refusals: a bound array the loop writes, an array that escapes to a
   function that may change it. */
#include <stdio.h>
#include <stddef.h>
#define M 120000
double a[M], b[M];
int grid_points[3] = {100000, 2000, 3000};
int dims[2] = {90000, 5};
static void grow(int *d) { d[0] += 1; }
static void shapes(int n)
{
    for (unsigned u = 0; u < 100000u; u++)
        a[u] = u * 0.5;
    for (long l = 0; l < 100000L; l++)
        b[l] = a[l] + l;
    for (int i = 99999; i >= 0; --i)
        a[i] += 2;
    for (int i = 99999; i >= 0; i -= 3)
        b[i] -= 1;
    for (int i = 0; i != n; i++)
        a[i] += 3;
    for (int i = n - 1; i != -1; i--)
        b[i] += a[i];
    for (int k = 1; k <= grid_points[0] - 2; k++)
        a[k] *= 2;
    for (size_t s = 0; s < (size_t)n; s++)
        b[s] += 1;
}
static void refusals(void)
{
    int k;
    for (k = 0; k < grid_points[1]; k++) {
        a[k] += 1;
        grid_points[1] -= (k == 10);
    }
    for (k = 0; k < dims[0]; k++) {
        b[k] += 1;
        if (k == 100)
            grow(dims);
    }
}
int main(int argc, char **argv)
{
    (void)argv;
    shapes(99999 + argc);
    refusals();
    double s = 0;
    for (int i = 0; i < M; i++)
        s += a[i] * 1e-3 + b[i];
    printf("%.6f %d %d\n", s, grid_points[1], dims[0]);
    return 0;
}
