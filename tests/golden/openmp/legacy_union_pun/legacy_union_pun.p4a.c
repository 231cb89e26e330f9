#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
union cell {
    double d;
    uint64_t bits;
};

int main(void)
{
    int n = 200000;
    union cell *c = malloc(n * sizeof *c);
    uint64_t *h = malloc(n * sizeof *h);
    uint64_t x = 0;
    double s = 0.0;
    #pragma omp parallel for reduction(+:s, x)
    for (int i = 0; i < n; i++) {
        c[i].d = (double)(i % 1000) * 0.001 + 1.0;
        h[i] = c[i].bits >> 20;
        c[i].bits ^= (uint64_t)(i & 7) << 8;
        x += h[i] * (uint64_t)(i % 5 + 1);
        s += c[i].d;
    }
    for (int i = 1; i < n; i++) {
        c[i].d = (double)(c[i - 1].bits & 1023) + 0.5;
    }
    uint64_t y = 0;
    #pragma omp parallel for reduction(+:y)
    for (int i = 0; i < n; i++) {
        y += c[i].bits >> 32 & 0xffff;
    }
    printf("x %llu y %llu s %.6e\n", (unsigned long long)x, (unsigned long long)y, s);
    free(c);
    free(h);
    return 0;
}
