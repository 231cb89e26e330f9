/* loopgen finding 002, mode opencl (with or without --check-transfers): the host output
 * does not compile. The helper's loops become kernels that use the helper's static local
 * array `tmp`, and the transfer placement, hoisted into main, uploads it there:
 * `p4a_upload(tmp, sizeof tmp, ...)` in main, where `tmp` is not in scope
 * ("error: 'tmp' undeclared"). Expected: the copies of a function's static local stay in
 * that function (or the static is promoted to a global under a fresh name).
 * Found by `p4a-validate loopgen --mode opencl --features all --seed 11`. */
#include <stdio.h>

#define N 100000
static double a[N];

static void smooth_scratch(int m, double *x)
{
    static double tmp[N];
    int q;
    for (q = 0; q < m; q++)
        tmp[q] = x[q];
    for (q = 1; q < m - 1; q++)
        x[q] = 0.5 * tmp[q - 1] + 0.5 * tmp[q + 1];
}

int main(void)
{
    int i;
    double s = 0.0;
    for (i = 0; i < N; i++)
        a[i] = (double) (i % 101) / 101.0;
    smooth_scratch(N, a);
    for (i = 0; i < N; i++)
        s += a[i] * (double) (i % 7);
    printf("%.6f\n", s);
    return 0;
}
