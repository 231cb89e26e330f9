/* Sum reductions: a dot product s += a[i]*b[i], the s = s + e form, a
 * subtraction t -= e starting from a large value, an integer sum, and two
 * sums in one loop. All are parallel reductions; the float ones change their
 * rounding order, hence the tolerance. */
#include <stdio.h>

#define N 40000

static double a[N], b[N];
static int v[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        a[i] = 0.25 + (double)((i * 37 + 11) % 101) / 32.0;
        b[i] = 1.0 + (double)(i % 17) / 8.0;
        v[i] = (i * 29 + 7) % 1001 - 300;
    }
    double dot = 0.0;
    for (i = 0; i < N; i++)
        dot += a[i] * b[i];
    double s2 = 0.0;
    for (i = 0; i < N; i++)
        s2 = s2 + a[i] / b[i];
    double t = 1.0e6;
    for (i = 0; i < N; i++)
        t -= a[i] * 0.5;
    long isum = 0;
    for (i = 0; i < N; i++)
        isum += v[i];
    double sx = 0.0, sy = 0.0;
    for (i = 0; i < N; i++) {
        sx += a[i];
        sy += b[i] * b[i];
    }
    printf("dot %.12e s2 %.12e t %.12e\n", dot, s2, t);
    printf("isum %ld sx %.12e sy %.12e\n", isum, sx, sy);
    return 0;
}
