#include <stdio.h>
#include <math.h>
float f[1000000];
double d[1000000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 1000000; i++) {
        f[i] = i;
        d[i] = sqrt(f[i]);
    }
    printf("%.17g\n", d[2]);
    return 0;
}
