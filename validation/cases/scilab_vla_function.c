/* An element-wise function with a VLA temporary, called with several sizes (one of
 * them 0): the loops fuse and the VLA disappears. */
#include <stdio.h>
#define M 5000
static double in[M], out[M];
static void axpb(int n, const double x[n], double y[n], double a, double b)
{
    double t[n];
    for (int i = 0; i < n; i++)
        t[i] = a * x[i];
    for (int i = 0; i < n; i++)
        y[i] = t[i] + b;
}
int main(int argc, char **argv)
{
    (void)argv;
    for (int i = 0; i < M; i++)
        in[i] = (i % 21) * 0.3;
    axpb(M, in, out, 2.0, 1.0);
    axpb(M / 2, in + M / 2, out + M / 2, 0.5, -1.0);
    axpb(argc - 1, in, out, 9.0, 9.0);
    double s = 0;
    for (int i = 0; i < M; i++)
        s = s * 0.99 + out[i];
    printf("%.9e\n", s);
    return 0;
}
