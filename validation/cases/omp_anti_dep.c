/* Anti dependences: a[i] = a[i+1] ... reads an element that the next iteration
 * overwrites, so it must stay sequential (run in parallel, a later chunk may
 * already have overwritten a[i+1]). The same read pattern from an array that
 * the loop does not write is parallel. An integer in-place left shift. */
#include <stdio.h>

#define N 20000

static double a[N], b[N], c[N];
static int q[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        a[i] = (double)((i * 31 + 9) % 89) * 0.25;
        b[i] = (double)(i % 13) * 0.5;
        q[i] = (i * 7 + 3) % 1001;
    }
    for (i = 0; i < N - 1; i++)
        c[i] = a[i + 1] - a[i] + b[i];
    c[N - 1] = 0.0;
    for (i = 0; i < N - 1; i++)
        a[i] = a[i + 1] * 0.5 + b[i];
    for (i = 0; i < N - 1; i++)
        q[i] = q[i + 1] + q[i] % 3;
    double sa = 0, sc = 0;
    long sq = 0;
    for (i = 0; i < N; i++) {
        sa += a[i] * (i % 7 + 1);
        sc += c[i] * (i % 5 + 1);
        sq += (long)q[i] * (i % 11 + 1);
    }
    printf("a %.12e c %.12e q %ld\n", sa, sc, sq);
    printf("a[N/2-1] %.12e q[N/2-1] %d\n", a[N / 2 - 1], q[N / 2 - 1]);
    return 0;
}
