/* Accumulations that look like reductions but are not, because the running
 * value is read elsewhere in the body: a prefix sum b[i] = s after s += a[i],
 * a running maximum stored every step, and a counter whose parity selects the
 * value stored. All sequential. A true sum reduction over the same array is
 * parallel. */
#include <stdio.h>

#define N 20000

static long a[N], b[N], mx[N], c[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        a[i] = (i * 37 + 11) % 101 - 40;
    long s = 0;
    for (i = 0; i < N; i++) {
        s += a[i];
        b[i] = s;
    }
    long m = -1000;
    for (i = 0; i < N; i++) {
        if (a[i] + i / 100 > m)
            m = a[i] + i / 100;
        mx[i] = m;
    }
    int cnt = 0;
    for (i = 0; i < N; i++) {
        cnt += a[i] > 0;
        c[i] = cnt % 2 ? a[i] : -a[i];
    }
    long tot = 0;
    for (i = 0; i < N; i++)
        tot += a[i];
    long sb = 0, sm = 0, sc = 0;
    for (i = 0; i < N; i++) {
        sb += b[i] * (i % 3 + 1);
        sm += mx[i];
        sc += c[i] * (i % 7 + 1);
    }
    printf("s %ld tot %ld cnt %d b %ld mx %ld c %ld\n", s, tot, cnt, sb, sm, sc);
    return 0;
}
