#include <stdio.h>
double p[10000 + 1], q[10000 + 1], r[10000 + 1];

int main(void)
{
    int i;
    #pragma omp parallel for lastprivate(i)
    for (i = 0; i < 10000; i++) {
        p[i] = i % 7;
    }
    #pragma omp parallel for lastprivate(i)
    for (i = 1; i <= 10000; i++) {
        q[i - 1] = p[i - 1] * 3;
    }
    printf("%d\n", i);
    #pragma omp parallel for lastprivate(i)
    for (i = 0; i < 10000; i++) {
        r[i] = q[i] + p[i];
        r[i] = r[i] * 0.5;
    }
    printf("%d\n", i);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (i = 0; i < 10000; i++) {
        s += r[i];
    }
    printf("%.6f\n", s);
    return 0;
}
