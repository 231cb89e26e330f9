/* Temporaries whose value after the loop is printed: written unconditionally
 * in every iteration, so the loop is parallel and the value of the last
 * iteration must survive (lastprivate). A scalar written only when a condition
 * holds and used after the loop (last position of a match) is not a temporary
 * of every iteration and stays sequential. */
#include <stdio.h>

#define N 20000

static double a[N], b[N];
static int c[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        a[i] = (double)((i * 43 + 1) % 97) * 0.0625;
    double t = -1.0;
    for (i = 0; i < N; i++) {
        t = a[i] * 3.0 + 1.0;
        b[i] = t * t;
    }
    int k = -1;
    for (i = 0; i < N; i++) {
        k = (i * 7) % 13;
        c[i] = k + i;
    }
    int lastpos = -1;
    for (i = 0; i < N; i++)
        if (a[i] > 5.5)
            lastpos = i;
    double sb = 0;
    long sc = 0;
    for (i = 0; i < N; i++) {
        sb += b[i];
        sc += c[i];
    }
    printf("t %.12e k %d lastpos %d b %.12e c %ld\n", t, k, lastpos, sb, sc);
    return 0;
}
