#include <stdio.h>
#include <stdlib.h>
long L[1000000], r[1000000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 1000000; i++) {
        L[i] = 4000000000L + i;
        r[i] = abs(L[i]);
    }
    printf("%ld\n", r[1]);
    return 0;
}
