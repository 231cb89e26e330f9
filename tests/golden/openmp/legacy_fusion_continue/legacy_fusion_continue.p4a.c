#include <stdio.h>
static int a[100000], b[100000], c[100000];

int main(void)
{
    long s = 0;
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        a[i] = 0;
        if (i % 3 == 0) {
            continue;
        }
        a[i] = 1;
    }
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 100000; i++) {
        s += a[i] + 2;
    }
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        switch (i % 4) {
        case 1:
            b[i] = 7;
            continue;
        default:
            b[i] = 1;
            break;
        }
        b[i] += 2;
    }
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        c[i] = b[i];
        if (b[i] == 7) {
            continue;
        }
        c[i] = b[i] * 5;
    }
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 100000; i++) {
        s += c[i] + b[i];
    }
    printf("%ld\n", s);
    return 0;
}
