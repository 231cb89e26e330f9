/* Thread-local objects: each thread has its own copy, so a loop that fills one, or sums
   into one, stays sequential (a directive would leave the main thread's copy unwritten,
   and `reduction` on a threadprivate variable does not compile). Ordinary arrays beside
   them stay parallel. */
#include <stdio.h>
#define N 200000
_Thread_local double tl[N];
_Thread_local double acc;
static double plain[N];
static void bump(int i) { acc += tl[i] * 0.5; }
int main(void)
{
    for (int i = 0; i < N; i++)
        tl[i] = i * 0.5;
    for (int i = 0; i < N; i++)
        acc += tl[i];
    for (int i = 0; i < N; i++)
        bump(i);
    for (int i = 0; i < N; i++)
        plain[i] = (i % 17) * 0.25;
    double s = 0;
    for (int i = 0; i < N; i++)
        s += plain[i];
    printf("%f %f %f\n", acc, tl[N - 1], s);
    return 0;
}
