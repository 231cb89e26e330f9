/* Library functions without source, declared `const` in a header the way generated
 * code's runtime headers declare them (here they are libm's, under other names through
 * asm labels, so that p4a has neither their source nor a summary): loops calling them
 * are parallel. A function declared without the attribute keeps its loop sequential. */
#include <stdio.h>
#define N 300000

double lib_cos(double) __asm__("cos") __attribute__((const));
__attribute__((__const__)) extern double lib_hypot(double, double) __asm__("hypot");
double lib_sin(double) __asm__("sin");

static double a[N], b[N], c[N];

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = (i % 1000) / 1000.0;
    for (int i = 0; i < N; i++)
        b[i] = lib_cos(a[i]) + lib_hypot(a[i], 0.5);
    for (int i = 0; i < N; i++)
        c[i] = lib_sin(b[i]);
    double s = 0;
    for (int i = 0; i < N; i++)
        s += b[i] + c[i];
    printf("%.9f %.9f %.9f\n", s, b[N / 3], c[N / 7]);
    return 0;
}
