/* Logical and bitwise reductions: x = x && e, x = x || e (both outcomes of
 * each), &=, |=, ^= and their long forms h = h & e, on int, unsigned and
 * unsigned long data. The loops computing the inputs are kernels. */
#include <stdio.h>

#define N 65536

static int a[N], s[N];
static unsigned m[N];
static unsigned long q[N];

int main(void)
{
    for (int i = 0; i < N; i++) {
        a[i] = (i * 13) % 1000;
        s[i] = i / 3;
        m[i] = ((unsigned)i * 40503u) ^ 0xF0F0F0F0u;
        q[i] = ((unsigned long)i << 20) | ((unsigned long)i * 2654435761ul);
    }
    for (int i = 0; i < N; i++)
        m[i] = m[i] | 0x80000001u;
    int all_small = 1;
    for (int i = 0; i < N; i++)
        all_small = all_small && (a[i] < 1000);
    int all_even = 1;
    for (int i = 0; i < N; i++)
        all_even = all_even && (a[i] % 2 == 0);
    int any_big = 0;
    for (int i = 0; i < N; i++)
        any_big = any_big || (a[i] > 998);
    int any_neg = 0;
    for (int i = 0; i < N; i++)
        any_neg = any_neg || (s[i] < 0);
    int sorted = 1;
    for (int i = 1; i < N; i++)
        sorted = sorted && (s[i - 1] <= s[i]);
    unsigned band = 0xFFFFFFFFu;
    for (int i = 0; i < N; i++)
        band &= m[i];
    unsigned bor = 0;
    for (int i = 0; i < N; i++)
        bor |= (unsigned)a[i] << (i % 16);
    unsigned bx = 0;
    for (int i = 0; i < N; i++)
        bx ^= m[i];
    unsigned long qa = ~0ul;
    for (int i = 1; i < N; i++)
        qa = qa & (q[i] | 1ul);
    unsigned long qo = 0;
    for (int i = 0; i < N; i++)
        qo = qo | (q[i] >> 7);
    unsigned long qx = 0;
    for (int i = 0; i < N; i++)
        qx = qx ^ q[i];
    int ix = 0;
    for (int i = 0; i < N; i++)
        ix ^= a[i] * 7 - s[i];
    printf("logical %d %d %d %d %d\n", all_small, all_even, any_big, any_neg, sorted);
    printf("bits %u %u %u %d\n", band, bor, bx, ix);
    printf("long bits %lu %lu %lu\n", qa, qo, qx);
    return 0;
}
