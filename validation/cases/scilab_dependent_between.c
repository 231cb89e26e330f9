/* A statement between two loops reads what the first wrote (m = t(1)): it cannot
 * move above the first loop, so the loops do not fuse. */
#include <stdio.h>
#define N 30000
static double x[N], t[N], y[N];
int main(void)
{
    for (int i = 0; i < N; i++)
        x[i] = (i % 19) * 0.5 - 4;
    for (int i = 0; i < N; i++)
        t[i] = x[i] * x[i];
    double m = t[3] + 1;
    for (int i = 0; i < N; i++)
        y[i] = t[i] / m;
    double s = 0;
    for (int i = 0; i < N; i++)
        s += y[i];
    printf("%.9e\n", s);
    return 0;
}
