#include <stdio.h>
static double a[100000], b[100000];

static int update(int t)
{
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        a[i] = a[i] * 0.5 + t;
    }
    if (t % 2 == 0) {
        a[0] = -1000.0 * t;
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        a[i] += 1.0;
    }
    return 0;
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        a[i] = i % 11;
    }
    int evens = 0;
    for (int t = 0; t < 6; t++) {
        evens += update(t);
        #pragma omp parallel for
        for (int i = 0; i < 100000; i++) {
            b[i] = a[i] + b[i] * 0.5;
        }
    }
    printf("%d %.12e\n", evens, b[0]);
    return 0;
}
