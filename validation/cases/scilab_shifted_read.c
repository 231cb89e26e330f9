/* A temporary read one element ahead (t(i+1)) and one read backwards: fusing would
 * read elements not yet written, so neither pair fuses and the temporaries stay. */
#include <stdio.h>
#define N 20000
static double x[N], y[N], z[N];
int main(void)
{
    for (int i = 0; i < N; i++)
        x[i] = (i % 13) - 6.0;
    double t[N];
    for (int i = 0; i < N; i++)
        t[i] = x[i] * 2;
    for (int i = 0; i < N - 1; i++)
        y[i] = t[i + 1] - t[i];
    double u[N];
    for (int i = 0; i < N; i++)
        u[i] = x[i] + 1;
    for (int i = 0; i < N; i++)
        z[i] = u[N - 1 - i] * 0.5;
    double s = 0;
    for (int i = 0; i < N - 1; i++)
        s += y[i] * z[i];
    printf("%.9e\n", s);
    return 0;
}
