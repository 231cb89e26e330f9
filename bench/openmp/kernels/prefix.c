/* A first-order linear recurrence (a damped prefix sum), repeated: every
   iteration needs the previous one, there is no parallelism to find. */
// bench: sequential
#include <stdio.h>

#define N 4000000
#define REPS 90

static double b[N], s[N];

int main(void)
{
    int i, r;
    double sum;

    for (i = 0; i < N; i++)
        b[i] = (double) (i % 100) / 100.0;

    for (r = 0; r < REPS; r++) {
        s[0] = b[0] + (double) r;
        for (i = 1; i < N; i++)
            s[i] = 0.5 * s[i - 1] + b[i];
    }

    sum = 0.0;
    for (i = 0; i < N; i++)
        sum += s[i];
    printf("checksum %.15e\n", sum);
    return 0;
}
