/* Loops over volatile arrays (a device register block, say) keep their accesses in
 * order, on the host, in one thread; the same loop over a plain array is parallel. */
#include <stdio.h>

#define N 50000

static volatile int regs[N];
static int plain[N];

static void fill(volatile int *r, int n)
{
    for (int i = 0; i < n; i++)
        r[i] = i * 3;
}

int main(void)
{
    for (int i = 0; i < N; i++)
        regs[i] = i;
    fill(regs, N);
    for (int i = 0; i < N; i++)
        plain[i] = regs[i] + 1;
    long s = 0;
    for (int i = 0; i < N; i++)
        s += plain[i];
    printf("%ld\n", s);
    return 0;
}
