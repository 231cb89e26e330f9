#include <stdio.h>
static volatile int regs[50000];
static int plain[50000];

static void fill(volatile int *r, int n)
{
    for (int i = 0; i < n; i++) {
        r[i] = i * 3;
    }
}

int main(void)
{
    for (int i = 0; i < 50000; i++) {
        regs[i] = i;
    }
    fill(regs, 50000);
    for (int i = 0; i < 50000; i++) {
        plain[i] = regs[i] + 1;
    }
    long s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 50000; i++) {
        s += plain[i];
    }
    printf("%ld\n", s);
    return 0;
}
