#include <stdio.h>
double a[200000], b[200000];
_Atomic int counter;
volatile int vc;

int main(void)
{
    int i, j;
    #pragma GCC unroll 4
    for (i = 0; i < 200000; i++) {
        a[i] = i * 0.5;
    }
    #pragma GCC ivdep
    for (i = 0; i < 200000; i++) {
        b[i] = a[i] * 2;
    }
    #pragma omp parallel for
    for (i = 0; i < 200000; i++) {
        b[i] += a[i];
    }
    #pragma omp simd
    for (i = 0; i < 200000; i++) {
        b[i] += 1;
    }
    #pragma GCC unroll 2
    for (i = 0; i < 200000; i++) {
        b[i] += 1;
    }
    for (i = 0; i < 200000; i++) {
        b[i] += 1;
        counter++;
    }
    for (i = 0; i < 200000; i++) {
        b[i] += 1;
        vc += 1;
    }
    #pragma omp parallel
    {
        #pragma omp for
        for (i = 0; i < 200000; i++) {
            a[i] += 1;
        }
    }
    #pragma omp parallel for private(j)
    for (i = 0; i < 400; i++) {
        #pragma GCC unroll 8
        for (j = 0; j < 500; j++) {
            b[i * 500 + j] += j;
        }
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (i = 0; i < 200000; i++) {
        s += a[i] + b[i];
    }
    printf("%f %d %d\n", s, counter, vc);
    return 0;
}
