/* C89 style, one index for every loop: the second loop's index is printed after it,
 * and the two loops start at different values, so the fused loop would leave it a
 * different value: not fused. The last pair shares a start and fuses. */
#include <stdio.h>
#define N 10000
double p[N + 1], q[N + 1], r[N + 1];
int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        p[i] = i % 7;
    for (i = 1; i <= N; i++)
        q[i - 1] = p[i - 1] * 3;
    printf("%d\n", i);
    for (i = 0; i < N; i++)
        r[i] = q[i] + p[i];
    for (i = 0; i < N; i++)
        r[i] = r[i] * 0.5;
    printf("%d\n", i);
    double s = 0;
    for (i = 0; i < N; i++)
        s += r[i];
    printf("%.6f\n", s);
    return 0;
}
