/* Maximum of an array, repeated, written with an if: a max reduction. */
// bench: parallel
#include <stdio.h>

#define N 4000000
#define REPS 140

static double a[N];

int main(void)
{
    int i, r;
    unsigned int seed = 12345u;
    double m, total;

    for (i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (double) (seed >> 8) / 16777216.0;
    }

    total = 0.0;
    for (r = 0; r < REPS; r++) {
        m = a[0];
        for (i = 1; i < N; i++)
            if (a[i] > m)
                m = a[i];
        total += m;
        a[(r * 7919) % N] += 0.01;
    }

    printf("checksum %.15e\n", total);
    return 0;
}
