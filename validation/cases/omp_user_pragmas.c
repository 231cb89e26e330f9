/* The user's pragmas stay on their loops: GCC unroll/ivdep (gcc accepts no OpenMP
   directive beside them), the user's own OpenMP directives (nothing added inside), and
   _Atomic or volatile variables, which are never private or reductions. */
#include <stdio.h>
#define N 200000
double a[N], b[N];
_Atomic int counter;
volatile int vc;
int main(void)
{
    int i, j;
#pragma GCC unroll 4
    for (i = 0; i < N; i++)
        a[i] = i * 0.5;
#pragma GCC ivdep
    for (i = 0; i < N; i++)
        b[i] = a[i] * 2;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        b[i] += a[i];
#pragma omp simd
    for (i = 0; i < N; i++)
        b[i] += 1;
    _Pragma("GCC unroll 2")
    for (i = 0; i < N; i++)
        b[i] += 1;
    for (i = 0; i < N; i++) {
        b[i] += 1;
        counter++;
    }
    for (i = 0; i < N; i++) {
        b[i] += 1;
        vc += 1;
    }
#pragma omp parallel
    {
#pragma omp for
        for (i = 0; i < N; i++)
            a[i] += 1;
    }
    for (i = 0; i < 400; i++) {
#pragma GCC unroll 8
        for (j = 0; j < 500; j++)
            b[i * 500 + j] += j;
    }
    double s = 0;
    for (i = 0; i < N; i++)
        s += a[i] + b[i];
    printf("%f %d %d\n", s, counter, vc);
    return 0;
}
