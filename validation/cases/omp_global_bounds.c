/* Loops bounded by global scalars (as legacy CFD codes do): invariant when the loop
   writes neither the bound nor, through calls or pointers, anything that may alias it.
   A call that writes the bound keeps its loop sequential. */
#include <stdio.h>
#define M 64000
double r[M], q[M];
int nz2 = 60000;
static int sn = 50000;
void touch(void) { nz2 = nz2 + 0; }
void fill(void)
{
    int k;
    for (k = 1; k <= nz2; k++)
        r[k] = k * 2.0;
}
void scale(double *p)
{
    int k;
    for (k = 1; k <= nz2; k++)
        p[k] = p[k] * 0.5 + k;
}
void touching(void)
{
    int k;
    for (k = 1; k <= nz2; k++) {
        q[k] = k * 3.0;
        touch();
    }
}
void statics(double *p)
{
    for (int k = 0; k < sn; k++)
        p[k] += k;
}
int main(void)
{
    fill();
    scale(r);
    touching();
    statics(q);
    double s = 0;
    for (int k = 0; k < M; k++)
        s += r[k] + q[k];
    printf("%.3f\n", s);
    return 0;
}
