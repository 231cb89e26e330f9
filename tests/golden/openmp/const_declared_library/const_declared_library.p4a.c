#include <stdio.h>
double lib_cos(double) __asm__("cos") __attribute__((const));
extern __attribute__((__const__)) double lib_hypot(double, double) __asm__("hypot");
double lib_sin(double) __asm__("sin");
static double a[300000], b[300000], c[300000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 300000; i++) {
        a[i] = i % 1000 / 1000.0;
        b[i] = lib_cos(a[i]) + lib_hypot(a[i], 0.5);
    }
    for (int i = 0; i < 300000; i++) {
        c[i] = lib_sin(b[i]);
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 300000; i++) {
        s += b[i] + c[i];
    }
    printf("%.9f %.9f %.9f\n", s, b[300000 / 3], c[300000 / 7]);
    return 0;
}
