#include "state.h"
double gscale = 0.25;
double energy(const struct field *f)
{
    double e = 0;
    const double *p = f->val;
    for (int i = 0; i < f->n; i++)
        e += p[i] * p[i];
    return e;
}
void relax_step(struct field *f)
{
    double *v = f->val, *t = f->tmp;
    int n = f->n;
    for (int i = 1; i < n - 1; i++)
        t[i] = v[i] + gscale * (v[i - 1] - 2 * v[i] + v[i + 1]);
    for (int i = 1; i < n - 1; i++)
        v[i] = t[i];
}
