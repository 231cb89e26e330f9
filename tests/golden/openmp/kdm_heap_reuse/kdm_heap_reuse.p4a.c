#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    double total = 0;
    for (int round = 0; round < 3; round++) {
        double *buf = malloc(30000 * sizeof *buf);
        unsigned int seed = 61 + round;
        for (int i = 0; i < 30000; i++) {
            seed = seed * 1103515245u + 12345u;
            buf[i] = (seed >> 16) % 9 + round;
        }
        #pragma omp parallel for
        for (int i = 0; i < 30000; i++) {
            buf[i] = buf[i] * buf[i];
        }
        double s = 0;
        for (int i = 0; i < 30000; i++) {
            s = s * 0.5 + buf[i];
        }
        total += s;
        free(buf);
    }
    printf("%.9f\n", total);
    return 0;
}
