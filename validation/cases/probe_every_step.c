/* A probe read on the host at every time step: one cell of a 2-D diffusion grid is
 * recorded into a host trace array after each step, and the trace printed at the end.
 * The grid never leaves the device except for the probed cell (one row of it) each
 * step; the initial grid is written by a kernel. */
#include <stdio.h>
#define NX 512
#define NY 512
#define T 25
static double u[NX][NY], w[NX][NY];
static double trace[T];

int main(void)
{
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++) {
            u[i][j] = ((i * 7 + j * 3) % 11) * 0.1;
            w[i][j] = 0;
        }
    for (int t = 0; t < T; t++) {
        for (int i = 1; i < NX - 1; i++)
            for (int j = 1; j < NY - 1; j++)
                w[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        for (int i = 1; i < NX - 1; i++)
            for (int j = 1; j < NY - 1; j++)
                u[i][j] = w[i][j];
        trace[t] = u[NX / 2][NY / 3];
    }
    for (int t = 0; t < T; t++)
        printf("%d %.12e\n", t, trace[t]);
    return 0;
}
