#include <math.h>
#include <stdio.h>
static double a[20000], b[20000], c[20000];
static int v[20000], nd[20000];

static double poly(double x)
{
    return ((0.5 * x + 1.0) * x - 2.0) * x + 3.0;
}

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
    double sb = 0, sc = 0;
    long sn = 0;
    #pragma omp parallel for reduction(+:sb, sc, sn)
    for (i = 0; i < 20000; i++) {
        a[i] = (double)((i * 7 + 1) % 113) * 0.03125;
        v[i] = i * 7919 % 1000003;
        b[i] = sqrt(a[i]) + fabs(sin(a[i])) + exp(-a[i]);
        c[i] = poly(a[i]) * 0.5 + poly(b[i]);
        nd[i] = digits(v[i]) + digits(i);
        sb += b[i];
        sc += c[i] * (double)(i % 3 + 1);
        sn += (long)nd[i] * (i % 5 + 1);
    }
    printf("b %.12e c %.12e digits %ld\n", sb, sc, sn);
    return 0;
}
