#include <stdio.h>
static long a[20000], b[20000], mx[20000], c[20000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        a[i] = (i * 37 + 11) % 101 - 40;
    }
    long s = 0;
    for (i = 0; i < 20000; i++) {
        s += a[i];
        b[i] = s;
    }
    long m = -1000;
    for (i = 0; i < 20000; i++) {
        if (a[i] + i / 100 > m) {
            m = a[i] + i / 100;
        }
        mx[i] = m;
    }
    int cnt = 0;
    for (i = 0; i < 20000; i++) {
        cnt += a[i] > 0;
        c[i] = cnt % 2 ? a[i] : -a[i];
    }
    long tot = 0;
    #pragma omp parallel for reduction(+:tot)
    for (i = 0; i < 20000; i++) {
        tot += a[i];
    }
    long sb = 0, sm = 0, sc = 0;
    #pragma omp parallel for reduction(+:sb, sc, sm)
    for (i = 0; i < 20000; i++) {
        sb += b[i] * (i % 3 + 1);
        sm += mx[i];
        sc += c[i] * (i % 7 + 1);
    }
    printf("s %ld tot %ld cnt %d b %ld mx %ld c %ld\n", s, tot, cnt, sb, sm, sc);
    return 0;
}
