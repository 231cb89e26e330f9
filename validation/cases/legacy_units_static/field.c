#include "units.h"

static double work[FIELD_N];
static double next[FIELD_N];
static int count;

void field_init(int seed)
{
    for (int i = 0; i < FIELD_N; i++)
        work[i] = (double)((i * 13 + seed) % 89) / 89.0;
    count = 0;
}

void field_step(double c)
{
    for (int i = 1; i < FIELD_N - 1; i++)
        next[i] = work[i] + c * (work[i - 1] - 2.0 * work[i] + work[i + 1]);
    for (int i = 1; i < FIELD_N - 1; i++)
        work[i] = next[i];
    count++;
}

const double *field_data(void)
{
    return work;
}

double field_sum(void)
{
    double s = 0.0;
    for (int i = 0; i < FIELD_N; i++)
        s += work[i];
    return s;
}

int field_count(void)
{
    return count;
}
