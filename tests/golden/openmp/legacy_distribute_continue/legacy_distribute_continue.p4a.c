#include <stdio.h>
static int d[100000], e[100000];

int main(void)
{
    int i;
    long s = 0;
    for (i = 1; i < 100000; i++) {
        if (i % 3 == 0) {
            continue;
        }
        d[i] = d[i - 1] + 1;
        e[i] = 2 * i;
    }
    #pragma omp parallel for reduction(+:s)
    for (i = 0; i < 100000; i++) {
        s += d[i] + e[i];
    }
    printf("%ld\n", s);
    return 0;
}
