/* A program that reads errno after a loop of log calls: libm sets errno (ERANGE for
 * log(0)), so the loop must run in order on the host, in one thread; the other loops,
 * without calls that set errno, stay parallel. */
#include <errno.h>
#include <math.h>
#include <stdio.h>

#define N 200000

static double a[N], b[N];

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = i % 1000;
    errno = 0;
    for (int i = 0; i < N; i++)
        b[i] = log(a[i]);
    int e = errno;
    for (int i = 0; i < N; i++)
        a[i] = fabs(b[i]) + 1.0;
    double s = 0.0;
    for (int i = 1; i < N; i++)
        s += a[i] > 1e300 ? 0.0 : a[i];
    printf("%d %.9e\n", e == ERANGE, s);
    return 0;
}
