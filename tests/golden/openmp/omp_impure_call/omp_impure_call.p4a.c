#include <stdio.h>
static double a[20000], b[20000], c[20000];
static int v[20000];
static long ncalls;
static int logbuf[256], nlog;
static int table[97];

static double counted(double x)
{
    double y = x;
    int k;
    for (k = 0; k < 20; k++) {
        y = y * 0.5 + x;
    }
    ncalls++;
    return y + (double)(ncalls % 3);
}

static void log_value(int x)
{
    logbuf[nlog % 256] = x + nlog;
    nlog++;
}

static void put(int slot, int val)
{
    table[slot] = val;
}

static double half(double x)
{
    return x * 0.5;
}

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        a[i] = (double)((i * 11 + 3) % 59) * 0.125;
        v[i] = (i * 43 + 5) % 97;
    }
    for (i = 0; i < 20000; i++) {
        b[i] = counted(a[i]);
    }
    for (i = 0; i < 20000; i++) {
        log_value(v[i]);
    }
    for (i = 0; i < 20000; i++) {
        put(v[i], i);
    }
    double sb = 0, sc = 0;
    long sl = 0, st = 0;
    #pragma omp parallel for reduction(+:sb, sc)
    for (i = 0; i < 20000; i++) {
        c[i] = half(a[i]) + b[i];
        sb += b[i] * (double)(i % 4 + 1);
        sc += c[i];
    }
    for (i = 0; i < 256; i++) {
        sl += (long)logbuf[i] * (i + 1);
    }
    for (i = 0; i < 97; i++) {
        st += (long)table[i] * (i + 1);
    }
    printf("calls %ld nlog %d b %.12e c %.12e log %ld table %ld\n", ncalls, nlog, sb, sc, sl, st);
    return 0;
}
