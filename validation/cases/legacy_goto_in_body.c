/* `goto` inside a loop body to a label of the same body (a legacy "skip the rest"
   idiom), twice and in a short loop. The jumps never leave the iteration, but the
   loops are taken as left early today; the plain reduction is parallel. */
#include <stdio.h>
#define N 200000
static double a[N], b[N];
int main(void)
{
    for (int i = 0; i < N; i++) {
        a[i] = (double)(i % 13);
        if (i % 3 == 0)
            goto skip;
        a[i] *= 2.0;
    skip:
        b[i] = 1.0;
    }
    for (int i = 0; i < N; i++) {
        if (a[i] > 10.0)
            goto skip2;
        b[i] += a[i];
    skip2:
        ;
    }
    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += b[i];
    double t = 0.0;
    for (int k = 0; k < 4; k++) {
        if (k == 2)
            goto out;
        t += a[k];
    out:
        t += 1.0;
    }
    printf("%.6e %.6e\n", s, t);
    return 0;
}
