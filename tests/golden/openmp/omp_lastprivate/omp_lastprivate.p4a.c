#include <stdio.h>
static double a[20000], b[20000];
static int c[20000];

int main(void)
{
    int i;
    double t = -1.0;
    #pragma omp parallel for lastprivate(t)
    for (i = 0; i < 20000; i++) {
        a[i] = (double)((i * 43 + 1) % 97) * 0.0625;
        t = a[i] * 3.0 + 1.0;
        b[i] = t * t;
    }
    int k = -1;
    #pragma omp parallel for lastprivate(k)
    for (i = 0; i < 20000; i++) {
        k = i * 7 % 13;
        c[i] = k + i;
    }
    int lastpos = -1;
    for (i = 0; i < 20000; i++) {
        if (a[i] > 5.5) {
            lastpos = i;
        }
    }
    double sb = 0;
    long sc = 0;
    #pragma omp parallel for reduction(+:sb, sc)
    for (i = 0; i < 20000; i++) {
        sb += b[i];
        sc += c[i];
    }
    printf("t %.12e k %d lastpos %d b %.12e c %ld\n", t, k, lastpos, sb, sc);
    return 0;
}
