#include <stdio.h>
#include "state.h"

int main(void)
{
    sim_init();
    double before = field_sum();
    sim_run();
    double after = field_sum();
    printf("%s steps %d diffusion %.2f\n", config.name, config.steps, config.diffusion);
    printf("sum %.10e -> %.10e peak %.10e\n", before, after, field[GRID / 2][GRID / 3]);
    double weighted = 0;
    for (int i = 0; i < GRID; i++)
        for (int j = 0; j < GRID; j++)
            weighted += field[i][j] * (i + 1) * (j % 5 + 1);
    printf("weighted %.10e\n", weighted);
    printf("history %d:", history_len);
    for (int k = 0; k < history_len; k++) printf(" %.6e", history[k]);
    printf("\nevents %lu helpers %d %d clamp %d %d\n", event_count, local_helper_id(), sim_helper_id(),
           clamp_index(-4, GRID), clamp_index(99, GRID));
    return 0;
}
