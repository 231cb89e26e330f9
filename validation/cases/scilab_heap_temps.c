/* Scilab-generated C allocates its temporaries on the heap: each malloc'd vector
 * lives between two element-wise loops and is freed after. Fused, each temporary
 * is a scalar and its malloc and free disappear. */
#include <stdio.h>
#include <stdlib.h>
#define N 40000
static float u[N], w[N];
int main(void)
{
    for (int i = 0; i < N; i++)
        u[i] = (float)((i * 7) % 29) / 29.0f;
    float *tmp1 = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++)
        tmp1[i] = u[i] * 3.0f - 1.0f;
    float *tmp2 = (float *)malloc(N * sizeof(float));
    for (int i = 0; i < N; i++)
        tmp2[i] = tmp1[i] * tmp1[i];
    for (int i = 0; i < N; i++)
        w[i] = tmp2[i] + u[i];
    free(tmp1);
    free(tmp2);
    double s = 0;
    for (int i = 0; i < N; i++)
        s += w[i] * (i % 4);
    printf("%.5e\n", s);
    return 0;
}
