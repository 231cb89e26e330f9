/* Unions: an array of unions written through one member and read through the other.
   The loop at line 31 writes `c[i].d` and reads `c[i - 1].bits`: the two members are the
   same storage, so the loop carries a dependence and must stay sequential. The loops
   that only touch `c[i]` are parallel. */
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
    for (int i = 0; i < n; i++)
        c[i].d = (double)(i % 1000) * 0.001 + 1.0;
    for (int i = 0; i < n; i++)
        h[i] = c[i].bits >> 20;
    for (int i = 0; i < n; i++)
        c[i].bits ^= (uint64_t)(i & 7) << 8;
    uint64_t x = 0;
    for (int i = 0; i < n; i++)
        x += h[i] * (uint64_t)(i % 5 + 1);
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += c[i].d;
    for (int i = 1; i < n; i++)
        c[i].d = (double)(c[i - 1].bits & 1023) + 0.5;
    uint64_t y = 0;
    for (int i = 0; i < n; i++)
        y += (c[i].bits >> 32) & 0xffff;
    printf("x %llu y %llu s %.6e\n", (unsigned long long)x, (unsigned long long)y, s);
    free(c);
    free(h);
    return 0;
}
