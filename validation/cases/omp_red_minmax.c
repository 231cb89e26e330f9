/* Min and max reductions in the three recognised shapes: if (a[i] > m) m = a[i],
 * if (a[i] < m) m = a[i], and the ternary m = a[i] > m ? a[i] : m, on ints and
 * doubles (exact either way). An argmax that also records the index is not a
 * plain reduction under these rules and stays sequential. */
#include <stdio.h>

#define N 25000

static int v[N];
static double d[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        v[i] = (int)(((long)i * 7919 + 13) % 100003) - 50000;
        d[i] = (double)((i * 31 + 17) % 9973) * 0.001 - 3.0;
    }
    int mx = v[0];
    for (i = 1; i < N; i++)
        if (v[i] > mx)
            mx = v[i];
    int mn = v[0];
    for (i = 1; i < N; i++)
        if (v[i] < mn)
            mn = v[i];
    double dmax = -1.0e30;
    for (i = 0; i < N; i++)
        dmax = d[i] > dmax ? d[i] : dmax;
    double dmin = 1.0e30;
    for (i = 0; i < N; i++)
        dmin = d[i] < dmin ? d[i] : dmin;
    int best = v[0], where = 0;
    for (i = 1; i < N; i++)
        if (v[i] > best) {
            best = v[i];
            where = i;
        }
    printf("max %d min %d dmax %.12e dmin %.12e\n", mx, mn, dmax, dmin);
    printf("argmax %d at %d\n", best, where);
    return 0;
}
