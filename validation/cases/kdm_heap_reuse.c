/* A heap buffer used by kernels, freed, and a new one of the same size
 * allocated (often at the same address) and filled by the host: free drops the
 * mapping, so the next kernel reads the host's new values. */
#include <stdio.h>
#include <stdlib.h>
#define N 30000
int main(void)
{
    double total = 0;
    for (int round = 0; round < 3; round++) {
        double *buf = malloc(N * sizeof *buf);
        unsigned seed = 61 + round;
        for (int i = 0; i < N; i++) {
            seed = seed * 1103515245u + 12345u;
            buf[i] = (seed >> 16) % 9 + round;
        }
        for (int i = 0; i < N; i++)
            buf[i] = buf[i] * buf[i];
        double s = 0;
        for (int i = 0; i < N; i++)
            s = s * 0.5 + buf[i];
        total += s;
        free(buf);
    }
    printf("%.9f\n", total);
    return 0;
}
