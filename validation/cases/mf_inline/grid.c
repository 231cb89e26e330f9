#include "mathx.h"

double resample(const double *src, int n, double pos)
{
    int i = clampi((int)pos, 0, n - 2);
    double t = pos - i;
    if (t < 0) t = 0;
    if (t > 1) t = 1;
    return lerp(src[i], src[i + 1], t);
}

unsigned long grid_hash(const double *v, int n)
{
    unsigned long h = 1469598103934665603ul;
    for (int i = 0; i < n; i++)
        h = mix64(h, (unsigned long)(long)(v[i] * 1000.0) + (unsigned long)(sign(v[i]) + 1));
    return h;
}
