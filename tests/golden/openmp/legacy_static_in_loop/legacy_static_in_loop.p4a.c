#include <stdio.h>
static double a[100000];

int main(void)
{
    int i;
    double s = 0.0;
    #pragma omp parallel for
    for (i = 0; i < 100000; i++) {
        a[i] = (double)(i % 101) / 101.0;
    }
    for (i = 0; i < 100000; i++) {
        static double carry;
        carry = 0.5 * carry + 0.5 * a[i];
        a[i] = carry;
    }
    #pragma omp parallel for reduction(+:s)
    for (i = 0; i < 100000; i++) {
        s += a[i] * (double)(i % 7);
    }
    printf("%.6f\n", s);
    return 0;
}
