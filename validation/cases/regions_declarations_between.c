/* Declarations between the parallel loops of a time loop: a value read from what the loop writes and used after another declaration (every thread reads it, between barriers), a constant every thread computes, and a local of the master thread's statements (with an empty statement among them). */
#include <stdio.h>
#define N 100000
static double a[N], b[N];
int main(void)
{
    double s = 0.0;
    for (int t = 0; t < 8; t++) {
        for (int i = 0; i < N; i++)
            a[i] = a[i] * 0.5 + t + b[i];
        double m = a[5];
        ;
        int k = 3;
        s += m * k;
        for (int i = 0; i < N; i++)
            b[i] = a[i] * 0.25 + s * 1e-9;
        double q = b[7];
        ;
        s += q;
    }
    double cs = 0.0;
    for (int i = 0; i < N; i++)
        cs += a[i] + b[i] * 2;
    printf("%.9e %.9e\n", s, cs);
    return 0;
}
