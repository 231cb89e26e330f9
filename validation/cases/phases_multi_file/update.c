#include "globals.h"
void update(double dt)
{
    for (int i = 1; i < NX - 1; i++)
        for (int j = 1; j < NY - 1; j++)
            work[i][j] = u[i][j] + dt * rhs[i][j];
    for (int i = 1; i < NX - 1; i++)
        for (int j = 1; j < NY - 1; j++)
            u[i][j] = work[i][j];
}
double norm2(void)
{
    double s = 0.0;
    for (int i = 1; i < NX - 1; i++)
        for (int j = 1; j < NY - 1; j++)
            s += rhs[i][j] * rhs[i][j];
    return s;
}
