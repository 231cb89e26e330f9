#include <stdio.h>
static double a[90000], b[90000];

int main(void)
{
    for (int i = 0; i < 90000; i++) {
        b[i] = -1.0 - (i % 3 == 0 ? printf("") : 0);
    }
    #pragma omp parallel for
    for (int i = 0; i < 90000; i++) {
        a[i] = i * 0.25;
    }
    #pragma omp parallel for
    for (int i = 0; i < 90000 - 1; i++) {
        b[i] = i * 0.5;
    }
    double s = 0;
    for (int i = 0; i < 90000; i++) {
        s = s * 0.5 + a[i] + b[i];
    }
    printf("%.9f %.3f %.3f\n", s, a[90000 - 1], b[90000 - 1]);
    return 0;
}
