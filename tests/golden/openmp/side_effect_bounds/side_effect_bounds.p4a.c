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
    for (int i = first(); i < n; i++) {
        *sum += x[i];
    }
}

static void total_from_one(int n, const double *restrict x, double *restrict sum)
{
    if (n >= 2) {
        double p4a_sum = *sum;
        if (n >= 16668) {
            #pragma omp parallel for reduction(+:p4a_sum)
            for (int i = 1; i < n; i++) {
                p4a_sum += x[i];
            }
        } else {
            for (int i = 1; i < n; i++) {
                p4a_sum += x[i];
            }
        }
        *sum = p4a_sum;
    }
}

int main(int argc, char **argv)
{
    (void)argv;
    int n = 90000 + argc;
    for (int i = first(); i < n; i++) {
        a[i] = i * 0.5;
    }
    double s = 0, t = 0;
    total(n, a, &s);
    total_from_one(n, a, &t);
    printf("%d %.3f %.3f\n", calls, s, t);
    return 0;
}
