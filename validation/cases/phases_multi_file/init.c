#include "globals.h"
double u[NX][NY], rhs[NX][NY], work[NX][NY];
double residual_hist[NSTEPS];
int nsteps = NSTEPS;
FILE *logfile;
void init_fields(void)
{
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++)
            u[i][j] = ((i * 31 + j * 17) % 23) / 23.0;
}
