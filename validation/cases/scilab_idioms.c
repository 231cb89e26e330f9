/* Idioms of Scilab-to-C generated code: results written through `*&x`, loops over
 * `double` indices with integral bounds (declared in the loop, and declared at the top
 * with the last value used after the loop, and counting down), a global loop index of
 * the kind header macros use, and `assert` inside loops. Loops that must stay as they
 * are: a `double` index with a fractional step, and one with a non-integral bound. */
#include <assert.h>
#include <stdio.h>
#define N 200000
static double a[N], b[N], c[N];
int __lv1;

static void scale(double *out, double *in, int n, double f)
{
    double i;
    for (i = 1; i <= n; i++)
        *&out[(int)i - 1] = f * in[(int)i - 1];
    /* The last value of the index after the loop. */
    *&out[0] += i / n;
}

int main(void)
{
    double s = 0, t = 0, m = 0;
    int n = N;
    for (double d = 1; d <= N; d += 1)
        a[(int)d - 1] = (double)((int)d % 97) / 97.0;
    scale(b, a, n, 2.0);
    for (double d = N; d >= 1; d--)
        c[(int)d - 1] = b[(int)d - 1] - a[(int)d - 1];
    for (int i = 0; i < n; i++) {
        assert(c[i] >= 0.0);
        c[i] = c[i] * 0.5 + 1.0;
    }
    for (__lv1 = 0; __lv1 < n; __lv1++)
        *&a[__lv1] = a[__lv1] + c[__lv1];
    for (int i = 0; i < n; i++)
        *&s = *&s + a[i] * (i % 3);
    double half = 0;
    for (double d = 0; d < N; d += 0.5)
        half += d;
    for (double d = 0; d < N / 3.0; d++)
        t += c[(int)d];
    for (double d = 0; d < 100; d++)
        m = m * 0.5 + d;
    printf("%.6f %.6f %.6f %.6f %d %.6f\n", s, t, half, m, __lv1, b[0]);
    return 0;
}
