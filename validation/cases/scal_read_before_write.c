/* A temporary that an iteration reads before writing (it keeps the previous
 * iteration's value): it is not made a scalar. A second, written first, is. */
#include <stdio.h>
#define N 30000
static double x[N], y[N];
int main(void)
{
    for (int i = 0; i < N; i++)
        x[i] = (i % 15) * 0.2;
    double prev[1];
    double cur[N];
    prev[0] = 0;
    for (int i = 0; i < N; i++) {
        cur[i] = x[i] * 2;
        y[i] = cur[i] + prev[0];
        prev[0] = x[i];
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.99 + y[i];
    printf("%.9e\n", s);
    return 0;
}
