#include <stdio.h>
static const int START = 500000;
double a[1000000];

int main(void)
{
    a[0] = 42;
    if (1000000 - START >= 16667) {
        #pragma omp parallel for
        for (int i = START; i < 1000000; i++) {
            a[i] = 1;
        }
    } else {
        for (int i = START; i < 1000000; i++) {
            a[i] = 1;
        }
    }
    printf("%g\n", a[0]);
    return 0;
}
