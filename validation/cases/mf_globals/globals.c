#include "state.h"

const config_t config = { .steps = 30, .diffusion = 0.15, .name = "mf_globals" };
double field[GRID][GRID];
double scratch[GRID][GRID];
int history_len;
double history[64];
unsigned long event_count = 1000;
const int weights[3] = { 1, 2, 1 };
int (*const reducer)(int, int) = add_int;
