#include <stdio.h>
static double a[1 << 16];

static void level(double *p, int n, int depth)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        p[i] = p[i] * 0.75 + depth;
    }
    if (n <= 4096) {
        p[0] += 1.0;
        return;
    }
    int h = n / 2;
    level(p, h, depth + 1);
    level(p + h, n - h, depth + 1);
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 1 << 16; i++) {
        a[i] = i * 13 % 29;
    }
    level(a, 1 << 16, 0);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 1 << 16; i++) {
        s += a[i] * (1 + (i & 3));
    }
    printf("%.12e\n", s);
    return 0;
}
