/* s = sum(x .* y) in Scilab style: the product goes through a temporary, then a
 * reduction loop reads it. They fuse into one parallel reduction and the temporary
 * disappears. */
#include <stdio.h>
#define N 60000
static double x[N], y[N];
int main(void)
{
    for (int i = 1; i <= N; i++) {
        x[i - 1] = (i % 7) * 0.5;
        y[i - 1] = (i % 11) * 0.25 - 1;
    }
    double tmp[N];
    for (int i = 1; i <= N; i++)
        tmp[i - 1] = x[i - 1] * y[i - 1];
    double s = 0;
    for (int i = 1; i <= N; i++)
        s = s + tmp[i - 1];
    printf("%.9e\n", s);
    return 0;
}
