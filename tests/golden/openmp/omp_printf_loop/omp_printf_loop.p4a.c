#include <stdio.h>
static double a[20000], b[20000], c[20000];
static int v[20000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        a[i] = (double)((i * 7 + 5) % 83) * 0.25;
        v[i] = (i * 37 + 1) % 500;
    }
    for (i = 0; i < 20000; i++) {
        b[i] = a[i] * 2.0 + 1.0;
        if (i % 2500 == 0) {
            printf("b[%d] = %.6f\n", i, b[i]);
        }
    }
    for (i = 0; i < 20000; i++) {
        if (v[i] < 3) {
            putchar('0' + i % 10);
        }
    }
    putchar('\n');
    double sb = 0, sc = 0;
    #pragma omp parallel for reduction(+:sb, sc)
    for (i = 0; i < 20000; i++) {
        c[i] = a[i] * 2.0 + 1.0;
        sb += b[i];
        sc += c[i];
    }
    printf("b %.12e c %.12e\n", sb, sc);
    return 0;
}
