#include <stdio.h>
_Thread_local double tl[200000];
_Thread_local double acc;
static double plain[200000];

static void bump(int i)
{
    acc += tl[i] * 0.5;
}

int main(void)
{
    for (int i = 0; i < 200000; i++) {
        tl[i] = i * 0.5;
    }
    for (int i = 0; i < 200000; i++) {
        acc += tl[i];
    }
    for (int i = 0; i < 200000; i++) {
        bump(i);
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 200000; i++) {
        plain[i] = i % 17 * 0.25;
        s += plain[i];
    }
    printf("%f %f %f\n", acc, tl[200000 - 1], s);
    return 0;
}
