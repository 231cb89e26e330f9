/* Local pointers into parameters: a walk (`for (p = a; p < a + n; p++)`) reads all of
   its array, and an interior pointer set once (`q = a + 1`) writes the elements it
   designates, shifted: callers see both through the callee's regions. */
#include <stdio.h>
#include <stdlib.h>
static double sum_walk(const double *a, int n)
{
    double s = 0;
    for (const double *p = a; p < a + n; p++)
        s += *p;
    return s;
}
static void half_shift(double *a, int n)
{
    double *q = a + 1;
    for (int i = 0; i < n - 1; i++)
        q[i] = a[i] * 0.5;
}
int main(void)
{
    int n = 300000;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++)
        a[i] = i % 11;
    for (int i = 0; i < n; i++)
        b[i] = a[i] * 2;
    double s = sum_walk(b, n);
    half_shift(a, n);
    for (int i = 0; i < n; i++)
        b[i] += a[i];
    printf("%f %f\n", s, sum_walk(b, n));
    free(a);
    free(b);
    return 0;
}
