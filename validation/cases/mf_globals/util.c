#include "state.h"

static int counter = 7;                         /* same name as a static in sim.c */
static int helper(void) { return 100 + counter; }

int add_int(int a, int b) { return a + b; }

double field_sum(void)
{
    double s = 0;
    for (int i = 0; i < GRID; i++)
        for (int j = 0; j < GRID; j++)
            s += field[i][j];
    return s;
}

void record(double v)
{
    if (history_len < 64)
        history[history_len++] = v;
    event_count++;
}

int local_helper_id(void) { return helper(); }
