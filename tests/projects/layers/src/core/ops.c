/* The numerical core, built into a static library with its own definition of SCALE
 * (the project's build gives only this file -DSCALE=3). */
#include "layers.h"
#include "weights.h"

#ifndef SCALE
#error "SCALE must come from the build"
#endif

void ops_init(double *a, int n, unsigned seed)
{
    for (int i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (double)((seed >> 16) % 1000) / 100.0;
    }
}

void ops_smooth(double *out, const double *in, int n)
{
    out[0] = in[0];
    out[n - 1] = in[n - 1];
    for (int i = 1; i < n - 1; i++)
        out[i] = (W_SIDE * in[i - 1] + W_MID * in[i] + W_SIDE * in[i + 1]) / SCALE;
}

double ops_sum(const double *a, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}
