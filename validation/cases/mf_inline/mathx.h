/* mf_inline: the C99 inline model across files. Functions declared `inline`
 * (without static or extern) are defined here, in a header included by every
 * file: those are inline definitions only, and exactly one file (mathx.c)
 * provides the external definitions with `extern inline` declarations. Any
 * call the compiler does not inline (at -O0, none is inlined) links to them. */
#ifndef MF_INLINE_MATHX_H
#define MF_INLINE_MATHX_H

inline int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

inline double lerp(double a, double b, double t)
{
    return a + (b - a) * t;
}

inline unsigned long mix64(unsigned long h, unsigned long v)
{
    h ^= v + 0x9e3779b97f4a7c15ul + (h << 6) + (h >> 2);
    return h;
}

/* a static inline function: each file gets its own private copy */
static inline int sign(double x)
{
    return (x > 0) - (x < 0);
}

double resample(const double *src, int n, double pos);   /* grid.c */
unsigned long grid_hash(const double *v, int n);         /* grid.c */

#endif
