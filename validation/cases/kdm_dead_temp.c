/* A kernel fills a temporary that only a second kernel reads (thesis Test K9):
 * the temporary never comes back to the host and never goes up. */
#include <stdio.h>
#define N 100000
static double in[N], tmp[N], out[N];
int main(void)
{
    unsigned seed = 17;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        in[i] = (seed >> 16) % 23;
    }
    for (int i = 0; i < N; i++)
        tmp[i] = in[i] * in[i];
    for (int i = 0; i < N; i++)
        out[i] = tmp[i] - in[i];
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + out[i];
    printf("%.9f\n", s);
    return 0;
}
