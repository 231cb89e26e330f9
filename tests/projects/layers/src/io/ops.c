/* A second file named ops.c, in another folder: its outputs must not collide with the
 * core's. */
#include "layers.h"

void io_scale(double *a, int n)
{
    for (int i = 0; i < n; i++)
        a[i] = a[i] * 0.5 + 1.0;
}

double io_checksum(const double *a, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s = s * 0.999 + a[i];
    return s;
}
