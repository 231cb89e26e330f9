/* Calls to functions with side effects on shared state keep their loops
 * sequential: one increments a global call counter (and uses it in its
 * result), one appends to a global
 * log (index held in a global), one stores into a global table at a slot that
 * is not the loop index. A loop calling a pure helper is parallel. */
#include <stdio.h>

#define N 20000

static double a[N], b[N], c[N];
static int v[N];
static long ncalls;
static int logbuf[256], nlog;
static int table[97];

static double counted(double x)
{
    double y = x;
    int k;
    for (k = 0; k < 20; k++)
        y = y * 0.5 + x;
    ncalls++;
    return y + (double)(ncalls % 3);
}

static void log_value(int x)
{
    logbuf[nlog % 256] = x + nlog;
    nlog++;
}

static void put(int slot, int val) { table[slot] = val; }

static double half(double x) { return x * 0.5; }

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        a[i] = (double)((i * 11 + 3) % 59) * 0.125;
        v[i] = (i * 43 + 5) % 97;
    }
    for (i = 0; i < N; i++)
        b[i] = counted(a[i]);
    for (i = 0; i < N; i++)
        log_value(v[i]);
    for (i = 0; i < N; i++)
        put(v[i], i);
    for (i = 0; i < N; i++)
        c[i] = half(a[i]) + b[i];
    double sb = 0, sc = 0;
    long sl = 0, st = 0;
    for (i = 0; i < N; i++) {
        sb += b[i] * (double)(i % 4 + 1);
        sc += c[i];
    }
    for (i = 0; i < 256; i++)
        sl += (long)logbuf[i] * (i + 1);
    for (i = 0; i < 97; i++)
        st += (long)table[i] * (i + 1);
    printf("calls %ld nlog %d b %.12e c %.12e log %ld table %ld\n", ncalls, nlog, sb, sc, sl, st);
    return 0;
}
