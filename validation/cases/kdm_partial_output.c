/* Kernel A writes every element of a; kernel B writes all of b but its last
 * element (thesis Test K8): b must go up first (its last element keeps the
 * host's value), a need not. */
#include <stdio.h>
#define N 90000
static double a[N], b[N];
int main(void)
{
    for (int i = 0; i < N; i++)
        b[i] = -1.0 - (i % 3 == 0 ? printf("") : 0);
    for (int i = 0; i < N; i++)
        a[i] = i * 0.25;
    for (int i = 0; i < N - 1; i++)
        b[i] = i * 0.5;
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + a[i] + b[i];
    printf("%.9f %.3f %.3f\n", s, a[N - 1], b[N - 1]);
    return 0;
}
