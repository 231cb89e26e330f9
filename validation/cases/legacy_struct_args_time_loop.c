/* A work structure holding its size and two heap arrays, passed member by member to a
   relaxation step inside a time loop. The step's writes through `s.x` and `s.y` make the
   time loop sequential (its iterations depend on each other); the loops of the step are
   parallel. */
#include <stdio.h>
#include <stdlib.h>
struct work { int n; double *x, *y; };
static void relax(int n, double *restrict x, double *restrict y)
{
    for (int i = 1; i < n - 1; i++)
        y[i] = 0.5 * x[i] + 0.25 * (x[i - 1] + x[i + 1]);
    for (int i = 1; i < n - 1; i++)
        x[i] = y[i];
}
int main(void)
{
    struct work s = {400000, NULL, NULL};
    s.x = malloc(s.n * sizeof *s.x);
    s.y = malloc(s.n * sizeof *s.y);
    for (int i = 0; i < s.n; i++)
        s.x[i] = (double)(i % 97);
    for (int t = 0; t < 16; t++)
        relax(s.n, s.x, s.y);
    double c = 0;
    for (int i = 0; i < s.n; i++)
        c += s.x[i] * (i % 7);
    printf("%.6f\n", c);
    free(s.x);
    free(s.y);
    return 0;
}
