/* Induction variables and scalar temporaries: a counter k++ used as an index
 * (stream compaction and packing of a triangle), a second induction variable
 * advanced by a constant stride, an index recomputed from a pointer bumped
 * each iteration, scalar temporaries assigned before use in each iteration
 * (privatisable), a temporary used across iterations (not privatisable), and
 * a wrap-around variable (j = i at the end of the iteration). */
#include <stdio.h>

#define N 500
#define T 40

static double a[N], b[N], packed[N], tri[T * (T + 1) / 2], m[T][T], out[N];
static int idx[N];

int main(void)
{
    for (int i = 0; i < N; i++) a[i] = ((i * 17) % 23) - 11.0;
    for (int i = 0; i < T; i++)
        for (int j = 0; j < T; j++)
            m[i][j] = i * 100 + j;

    int k = 0;                          /* compaction: k counts the kept elements */
    for (int i = 0; i < N; i++)
        if (a[i] > 0) {
            packed[k] = a[i] * 2;
            idx[k] = i;
            k++;
        }

    int p = 0;                          /* packing a lower triangle, k++ style */
    for (int i = 0; i < T; i++)
        for (int j = 0; j <= i; j++)
            tri[p++] = m[i][j];

    int j2 = 3;                         /* a second induction variable with stride 2 */
    for (int i = 0; i < 200; i++) {
        b[j2] = a[i] + i;
        j2 += 2;
    }

    const double *ptr = a;              /* pointer induction */
    double ps = 0;
    for (int i = 0; i < N; i += 5) {
        ps += *ptr * (ptr - a);
        ptr += 5;
    }

    for (int i = 0; i < N; i++) {       /* privatisable temporaries */
        double t = a[i] * a[i];
        double u = t + 1.0;
        out[i] = u / (t + 2.0);
    }

    double carry = 0;                   /* a temporary carried across iterations */
    for (int i = 0; i < N; i++) {
        double old = carry;
        carry = a[i] + 0.5 * old;
        b[i] += carry;
    }

    int jprev = N - 1;                  /* wrap-around variable */
    double ws = 0;
    for (int i = 0; i < N; i++) {
        ws += a[i] * a[jprev];
        jprev = i;
    }

    double s = 0;
    for (int i = 0; i < k; i++) s += packed[i] * idx[i];
    double ts = 0;
    for (int i = 0; i < p; i++) ts += tri[i] * (i % 4);
    double bs = 0, os = 0;
    for (int i = 0; i < N; i++) { bs += b[i]; os += out[i]; }
    printf("kept %d packed %.12e tri %d %.12e\n", k, s, p, ts);
    printf("j2 %d ptr %.12e out %.12e b %.12e wrap %.12e\n", j2, ps, os, bs, ws);
    return 0;
}
