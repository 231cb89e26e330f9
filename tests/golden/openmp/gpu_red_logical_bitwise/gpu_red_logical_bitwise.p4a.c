#include <stdio.h>
static int a[65536], s[65536];
static unsigned int m[65536];
static unsigned long q[65536];

int main(void)
{
    int all_small = 1;
    int all_even = 1;
    int any_big = 0;
    int any_neg = 0;
    #pragma omp parallel for reduction(&&:all_even, all_small) reduction(||:any_big, any_neg)
    for (int i = 0; i < 65536; i++) {
        a[i] = i * 13 % 1000;
        s[i] = i / 3;
        m[i] = (unsigned int)i * 40503u ^ 0xF0F0F0F0u;
        q[i] = (unsigned long)i << 20 | (unsigned long)i * 2654435761ul;
        m[i] = m[i] | 0x80000001u;
        all_small = all_small && a[i] < 1000;
        all_even = all_even && a[i] % 2 == 0;
        any_big = any_big || a[i] > 998;
        any_neg = any_neg || s[i] < 0;
    }
    int sorted = 1;
    #pragma omp parallel for reduction(&&:sorted)
    for (int i = 1; i < 65536; i++) {
        sorted = sorted && s[i - 1] <= s[i];
    }
    unsigned int band = 0xFFFFFFFFu;
    unsigned int bor = 0;
    unsigned int bx = 0;
    #pragma omp parallel for reduction(&:band) reduction(^:bx)
    for (int i = 0; i < 65536; i++) {
        band &= m[i];
        bx ^= m[i];
    }
    unsigned long qa = ~0ul;
    #pragma omp parallel for reduction(&:qa)
    for (int i = 1; i < 65536; i++) {
        qa = qa & (q[i] | 1ul);
    }
    unsigned long qo = 0;
    unsigned long qx = 0;
    #pragma omp parallel for reduction(|:qo) reduction(^:qx)
    for (int i = 0; i < 65536; i++) {
        qo = qo | q[i] >> 7;
        qx = qx ^ q[i];
    }
    int ix = 0;
    #pragma omp parallel for reduction(|:bor) reduction(^:ix)
    for (int i = 0; i < 65536; i++) {
        bor |= (unsigned int)a[i] << i % 16;
        ix ^= a[i] * 7 - s[i];
    }
    printf("logical %d %d %d %d %d\n", all_small, all_even, any_big, any_neg, sorted);
    printf("bits %u %u %u %d\n", band, bor, bx, ix);
    printf("long bits %lu %lu %lu\n", qa, qo, qx);
    return 0;
}
