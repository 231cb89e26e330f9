#include <stdio.h>
static double a[25000], t[25000], b[25000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 25000; i++) {
        a[i] = i % 23 * 0.125;
        t[i] = a[i] * a[i] - 1;
        b[i] = t[i] * 3 + a[i];
    }
    double s = 0;
    for (int i = 0; i < 25000; i++) {
        s = s * 0.99 + b[i];
    }
    printf("%.9e %.6f %.6f\n", s, t[7], t[25000 - 1]);
    return 0;
}
