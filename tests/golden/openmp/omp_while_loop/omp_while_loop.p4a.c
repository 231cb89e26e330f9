#include <stdio.h>
static double a[20000], b[20000], c[20000], d[20000];
static int steps[3000];

int main(void)
{
    int i;
    #pragma omp parallel for lastprivate(i)
    for (i = 0; i < 20000; i++) {
        a[i] = (double)((i * 13 + 5) % 71) * 0.25;
    }
    i = 0;
    while (i < 20000) {
        b[i] = a[i] * 2.0;
        i++;
    }
    i = 0;
    do {
        c[i] = a[i] + 1.0;
        i++;
    } while (i < 20000);
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        d[i] = b[i] + c[i];
    }
    #pragma omp parallel for
    for (i = 0; i < 3000; i++) {
        long x = i + 1;
        int s = 0;
        while (x != 1) {
            x = x % 2 ? 3 * x + 1 : x / 2;
            s++;
        }
        steps[i] = s;
    }
    double sd = 0;
    long ss = 0;
    #pragma omp parallel for reduction(+:sd)
    for (i = 0; i < 20000; i++) {
        sd += d[i] * (double)(i % 4 + 1);
    }
    for (i = 0; i < 3000; i++) {
        ss += (long)steps[i] * (i % 7 + 1);
    }
    printf("d %.12e steps %ld steps[26] %d\n", sd, ss, steps[26]);
    return 0;
}
