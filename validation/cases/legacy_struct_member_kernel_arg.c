/* loopgen finding 004, mode opencl: wrong output. An array member of a static struct
 * (`sb.x`) passed to a helper whose loop becomes a kernel: the kernel's writes are lost,
 * the program prints the value it would print without the call (29699.039604 instead of
 * 29436.979261). openmp mode is right. Expected: the device copy of `sb.x` (part of `sb`)
 * is uploaded before and downloaded after the kernel launched in the helper.
 * Found by `p4a-validate loopgen --mode opencl --seed 23` (and seed 40): `blend(n, sb.x,
 * h3, 0.5)` in a time loop. */
#include <stdio.h>
#define N 20000
static struct {
    double x[N];
    double y[N];
} sb;
static double h[N];
static void blend(int m, double *x, const double *y, double w)
{
    int q;
    for (q = 0; q < m; q++)
        x[q] = w * y[q] + (1.0 - w) * x[q];
}
int main(void)
{
    int i;
    double s = 0.0;
    for (i = 0; i < N; i++) {
        sb.x[i] = (double) (i % 101) / 101.0;
        h[i] = (double) (i % 37) / 37.0;
    }
    blend(N, sb.x, h, 0.5);
    for (i = 0; i < N; i++)
        s += sb.x[i] * (double) (i % 7);
    printf("%.6f\n", s);
    return 0;
}
