/* The first loop leaves a scalar the second reads (its last value, not the value of
 * the same iteration): fusing would change what the second loop reads. */
#include <stdio.h>
#define N 30000
static double x[N], y[N];
int main(void)
{
    double last = 0;
    for (int i = 0; i < N; i++) {
        last = (i % 9) * 0.5;
        x[i] = last * 2;
    }
    for (int i = 0; i < N; i++)
        y[i] = x[i] + last;
    double s = 0;
    for (int i = 0; i < N; i++)
        s += y[i];
    printf("%.9e %.3f\n", s, last);
    return 0;
}
