#include <stdio.h>
int a[1000000];
int INT_MAX = 3;

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 1000000; i++) {
        a[i] = i % 5 * INT_MAX;
    }
    printf("%d\n", a[4]);
    return 0;
}
