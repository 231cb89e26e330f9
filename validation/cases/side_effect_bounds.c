/* Loops whose first clause calls a function: a run-time test of their trip count would
   call it again (the count of calls is printed). Such a loop that needs the test (its
   trip count is known only at run time) stays sequential, with that reason; pointee
   promotion, whose load is guarded by the same test, is not applied either. */
#include <stdio.h>

static int calls;
static int first(void)
{
    calls++;
    return 1;
}

static double a[100000];

static void total(int n, const double *restrict x, double *restrict sum)
{
    for (int i = first(); i < n; i++)
        *sum += x[i];
}

static void total_from_one(int n, const double *restrict x, double *restrict sum)
{
    for (int i = 1; i < n; i++)
        *sum += x[i];
}

int main(int argc, char **argv)
{
    (void)argv;
    int n = 90000 + argc;
    for (int i = first(); i < n; i++)
        a[i] = i * 0.5;
    double s = 0, t = 0;
    total(n, a, &s);
    total_from_one(n, a, &t);
    printf("%d %.3f %.3f\n", calls, s, t);
    return 0;
}
