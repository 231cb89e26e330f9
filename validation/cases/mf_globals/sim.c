#include "state.h"

static int counter = 3;                         /* distinct from util.c's counter */
static int helper(void) { return 200 + counter; }

void sim_init(void)
{
    for (int i = 0; i < GRID; i++)
        for (int j = 0; j < GRID; j++)
            field[i][j] = ((i - GRID / 2) * (i - GRID / 2) + (j - GRID / 3) * (j - GRID / 3) < 40) ? 10.0 : 0.0;
}

void sim_run(void)
{
    for (int t = 0; t < config.steps; t++) {
        for (int i = 0; i < GRID; i++)
            for (int j = 0; j < GRID; j++) {
                double acc = 0;
                int wsum = 0;
                for (int d = -1; d <= 1; d++) {
                    acc += weights[d + 1] * (field[clamp_index(i + d, GRID)][j] + field[i][clamp_index(j + d, GRID)]);
                    wsum = reducer(wsum, 2 * weights[d + 1]);
                }
                scratch[i][j] = field[i][j] + config.diffusion * (acc / wsum - field[i][j]);
            }
        for (int i = 0; i < GRID; i++)
            for (int j = 0; j < GRID; j++)
                field[i][j] = scratch[i][j];
        counter++;
        if (t % 5 == 0)
            record(field_sum());
    }
}

int sim_helper_id(void) { return helper(); }
