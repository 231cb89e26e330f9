#include "units.h"

static double work[STATS_N];
static int count;

void stats_load(const double *src, int n)
{
    for (int b = 0; b < STATS_N; b++)
        work[b] = 0.0;
    for (int i = 0; i < n; i++) {
        int b = (int)(src[i] * (STATS_N - 1));
        if (b < 0)
            b = 0;
        if (b >= STATS_N)
            b = STATS_N - 1;
        work[b] += 1.0;
    }
    count = n;
}

void stats_normalize(void)
{
    for (int b = 0; b < STATS_N; b++)
        work[b] /= (double)count;
}

double stats_sum(void)
{
    double s = 0.0;
    for (int b = 0; b < STATS_N; b++)
        s += work[b] * (double)b;
    return s;
}

int stats_count(void)
{
    return count;
}
