#include <stdio.h>
#include <stdlib.h>
int c[1000000], d[1000000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 1000000; i++) {
        c[i] = i % 7;
        d[i] = (abs(c[i]) - 10) / 3;
    }
    printf("%d\n", d[3]);
    return 0;
}
