#include "globals.h"
void compute_rhs(void)
{
    for (int i = 1; i < NX - 1; i++)
        for (int j = 1; j < NY - 1; j++)
            rhs[i][j] = u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1] - 4.0 * u[i][j];
}
