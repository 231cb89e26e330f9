/* Static globals in several units: field.c and stats.c each have a file-scope
   `static double work[...]` and `static int count` of their own (same names, different
   objects and sizes); main.c drives both through their functions. */
#include <stdio.h>
#include "units.h"

int main(void)
{
    field_init(7);
    for (int t = 0; t < 6; t++)
        field_step(0.2);
    stats_load(field_data(), FIELD_N);
    stats_normalize();
    printf("field %.6e count %d\n", field_sum(), field_count());
    printf("stats %.6e count %d\n", stats_sum(), stats_count());
    return 0;
}
