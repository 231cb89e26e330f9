/* Bitwise reductions &=, |=, ^= over unsigned words (exact in any order), and
 * a shift-xor hash h = (h << 5) ^ w[i] which is a recurrence, not a reduction,
 * and stays sequential. */
#include <stdio.h>

#define N 20000

static unsigned w[N], m[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        w[i] = (unsigned)i * 2654435761u ^ ((unsigned)i >> 3);
        m[i] = 0xFFFF0FFFu ^ (1u << (i % 12));
    }
    unsigned all = 0xFFFFFFFFu;
    for (i = 0; i < N; i++)
        all &= m[i] | 0x0000F000u;
    unsigned any = 0;
    for (i = 0; i < N; i++)
        any |= w[i] & 0x00FF00F0u;
    unsigned x = 0x12345678u;
    for (i = 0; i < N; i++)
        x ^= w[i] + (unsigned)i;
    unsigned h = 5381u;
    for (i = 0; i < N; i++)
        h = (h << 5) ^ w[i];
    printf("and %08x or %08x xor %08x hash %08x\n", all, any, x, h);
    return 0;
}
