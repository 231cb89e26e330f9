/* A function with a local work array used by kernels, called several times:
 * every frame may reuse the same stack address, so the mapping is dropped at
 * the end of the scope and no stale device bytes survive into the next call. */
#include <stdio.h>
#define N 20000
static double out[N];
static double work(int salt)
{
    double tmp[N];
    for (int i = 0; i < N; i++)
        tmp[i] = (i % 17) * 0.5 + salt;
    for (int i = 0; i < N; i++)
        out[i] = out[i] + tmp[i] * 2.0;
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + tmp[i];
    return s;
}
int main(void)
{
    double acc = 0;
    for (int k = 0; k < 4; k++)
        acc += work(k);
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + out[i];
    printf("%.9f %.9f\n", acc, s);
    return 0;
}
