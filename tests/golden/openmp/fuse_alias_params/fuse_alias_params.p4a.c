#include <stdio.h>
static double buf[20000 + 8];

static void step(int n, double *a, double *b)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        a[i] = a[i] * 0.5 + 1;
    }
    for (int i = 0; i < n; i++) {
        b[i] = b[i] + a[i];
    }
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 20000 + 8; i++) {
        buf[i] = i % 10 * 0.1;
    }
    step(20000, buf, buf + 4);
    step(20000, buf + 4, buf);
    double s = 0;
    for (int i = 0; i < 20000 + 8; i++) {
        s = s * 0.99 + buf[i];
    }
    printf("%.9e\n", s);
    return 0;
}
