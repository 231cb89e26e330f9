/* Calls to functions without side effects do not prevent parallelism: libm
 * (sqrt, fabs, sin, exp), a static user polynomial, and a user function with
 * its own while loop (digit count) that reads only its argument. The while
 * loop itself is sequential like every while loop. */
#include <math.h>
#include <stdio.h>

#define N 20000

static double a[N], b[N], c[N];
static int v[N], nd[N];

static double poly(double x) { return ((0.5 * x + 1.0) * x - 2.0) * x + 3.0; }

static int digits(int x)
{
    int count = 1;
    while (x >= 10) {
        x /= 10;
        count++;
    }
    return count;
}

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        a[i] = (double)((i * 7 + 1) % 113) * 0.03125;
        v[i] = (i * 7919) % 1000003;
    }
    for (i = 0; i < N; i++)
        b[i] = sqrt(a[i]) + fabs(sin(a[i])) + exp(-a[i]);
    for (i = 0; i < N; i++)
        c[i] = poly(a[i]) * 0.5 + poly(b[i]);
    for (i = 0; i < N; i++)
        nd[i] = digits(v[i]) + digits(i);
    double sb = 0, sc = 0;
    long sn = 0;
    for (i = 0; i < N; i++) {
        sb += b[i];
        sc += c[i] * (double)(i % 3 + 1);
        sn += (long)nd[i] * (i % 5 + 1);
    }
    printf("b %.12e c %.12e digits %ld\n", sb, sc, sn);
    return 0;
}
