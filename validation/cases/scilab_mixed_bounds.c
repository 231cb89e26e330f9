/* Loops over the same vector written 0-based, 1-based and shifted by two: after
 * normalisation they have the same trip count and fuse, indices rewritten. */
#include <stdio.h>
#define N 30000
static double p[N], q[N], r[N];
int main(void)
{
    for (int i = 0; i < N; i++)
        p[i] = (i % 17) * 0.25;
    for (int k = 1; k <= N; k++)
        q[k - 1] = p[k - 1] * p[k - 1] + 1;
    for (int m = 2; m < N + 2; m++)
        r[m - 2] = q[m - 2] - p[m - 2];
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + r[i];
    printf("%.9e\n", s);
    return 0;
}
