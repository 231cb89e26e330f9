/* Two loops that each use a private temporary `t` (written before read in every
 * iteration, dead after): the scalar is private to both, so they fuse. */
#include <stdio.h>
#define N 40000
static double x[N], y[N], z[N];
int main(void)
{
    double t;
    for (int i = 0; i < N; i++)
        x[i] = (i % 31) * 0.1;
    for (int i = 0; i < N; i++) {
        t = x[i] * 0.5;
        y[i] = t * t;
    }
    for (int i = 0; i < N; i++) {
        t = y[i] + x[i];
        z[i] = t - 1;
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.9 + z[i];
    printf("%.9e\n", s);
    return 0;
}
