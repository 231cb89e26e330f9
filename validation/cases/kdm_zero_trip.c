/* The time loop runs zero times (its count comes from argc): the hoisted
 * uploads still happen (speculative, harmless), nothing else moves, and the
 * host's values are printed unchanged. */
#include <stdio.h>
#define N 30000
static double a[N], b[N];
int main(int argc, char **argv)
{
    (void)argv;
    int steps = argc - 1;
    unsigned seed = 37;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 10;
        b[i] = 0;
    }
    for (int t = 0; t < steps; t++) {
        for (int i = 1; i < N - 1; i++)
            b[i] = a[i - 1] + a[i + 1];
        for (int i = 1; i < N - 1; i++)
            a[i] = b[i] * 0.5;
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + a[i] + b[i];
    printf("%.9f\n", s);
    return 0;
}
