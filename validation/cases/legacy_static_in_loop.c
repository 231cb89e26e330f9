/* loopgen finding 001, mode openmp: a static local declared in a loop body
 * carries a value from one iteration to the next, yet the loop gets
 * `#pragma omp parallel for` (the static is shared by all threads: a race, and the
 * recurrence is broken). Expected: the loop stays sequential.
 * Found by `p4a-validate loopgen --features all --seed 20`. */
#include <stdio.h>

#define N 100000
static double a[N];

int main(void)
{
    int i;
    double s = 0.0;
    for (i = 0; i < N; i++)
        a[i] = (double) (i % 101) / 101.0;
    for (i = 0; i < N; i++) {
        static double carry;
        carry = 0.5 * carry + 0.5 * a[i];
        a[i] = carry;
    }
    for (i = 0; i < N; i++)
        s += a[i] * (double) (i % 7);
    printf("%.6f\n", s);
    return 0;
}
