#include <stdio.h>
#include <math.h>
double a[1000000], b[1000000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 1000000; i++) {
        a[i] = i * 0.1;
        b[i] = fabsf(a[i]);
    }
    printf("%.17g\n", b[1]);
    return 0;
}
