#include <stdio.h>
static double a[20000], b[20000], c[20000];

static void shift_add(double *x, double *y, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        x[i] = y[i] * 0.999 + 1.0;
    }
}

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        a[i] = (double)(i % 7);
        c[i] = (double)((i * 3 + 1) % 11) * 0.5;
    }
    shift_add(b, c, 20000);
    shift_add(a + 1, a, 20000 - 1);
    double sa = 0, sb = 0;
    #pragma omp parallel for reduction(+:sa, sb)
    for (i = 0; i < 20000; i++) {
        sa += a[i] * (double)(i % 3 + 1);
        sb += b[i];
    }
    printf("a %.12e b %.12e a[N/2] %.12e a[N-1] %.12e\n", sa, sb, a[20000 / 2], a[20000 - 1]);
    return 0;
}
