#include <stdio.h>
static int a[100000];

int main(void)
{
    long s = 0;
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        a[i] = 0;
        if (i % 3 == 0) {
            continue;
        }
        a[i] = 1;
    }
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 100000; i++) {
        s += a[i] + 2;
    }
    printf("%ld\n", s);
    return 0;
}
