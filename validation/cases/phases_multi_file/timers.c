#include <time.h>
#include "globals.h"
static double start[4], elapsed[4];
static double now(void) { return (double)clock() / CLOCKS_PER_SEC; }
void timer_start(int id) { start[id] = now(); }
void timer_stop(int id) { elapsed[id] += now() - start[id]; }
double timer_read(int id) { return elapsed[id]; }
