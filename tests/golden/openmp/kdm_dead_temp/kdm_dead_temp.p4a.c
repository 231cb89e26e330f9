#include <stdio.h>
static double in[100000], tmp[100000], out[100000];

int main(void)
{
    unsigned int seed = 17;
    for (int i = 0; i < 100000; i++) {
        seed = seed * 1103515245u + 12345u;
        in[i] = (seed >> 16) % 23;
    }
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        tmp[i] = in[i] * in[i];
        out[i] = tmp[i] - in[i];
    }
    double s = 0;
    for (int i = 0; i < 100000; i++) {
        s = s * 0.5 + out[i];
    }
    printf("%.9f\n", s);
    return 0;
}
