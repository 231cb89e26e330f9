/* Scilab-style element-wise chain on vectors (as generated C: 1-based loops with
 * [i-1] subscripts, a temporary declared before each loop): y = sqrt(x.*x + 1) * 2,
 * then disp(sum(y)). Fusion makes one loop; the temporaries become scalars. */
#include <math.h>
#include <stdio.h>
#define N 50000
static double x[N], y[N];
int main(void)
{
    for (int i = 1; i <= N; i++)
        x[i - 1] = (i % 101) * 0.01 - 0.5;
    double t1[N];
    for (int i = 1; i <= N; i++)
        t1[i - 1] = x[i - 1] * x[i - 1];
    double t2[N];
    for (int i = 1; i <= N; i++)
        t2[i - 1] = t1[i - 1] + 1;
    for (int i = 1; i <= N; i++)
        y[i - 1] = sqrt(t2[i - 1]) * 2;
    double s = 0;
    for (int i = 1; i <= N; i++)
        s = s + y[i - 1];
    printf("%.9e\n", s);
    return 0;
}
