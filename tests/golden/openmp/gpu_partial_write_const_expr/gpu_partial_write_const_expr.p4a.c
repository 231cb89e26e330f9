#include <stdio.h>
double a[1000000];

int main(void)
{
    a[1000000 - 1] = 42;
    #pragma omp parallel for
    for (int i = 0; i < 1000000 / 2; i++) {
        a[i] = 1;
    }
    printf("%g\n", a[1000000 - 1]);
    return 0;
}
