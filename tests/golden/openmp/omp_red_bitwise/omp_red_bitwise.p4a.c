#include <stdio.h>
static unsigned int w[20000], m[20000];

int main(void)
{
    int i;
    unsigned int all = 0xFFFFFFFFu;
    unsigned int any = 0;
    unsigned int x = 0x12345678u;
    #pragma omp parallel for reduction(&:all) reduction(|:any) reduction(^:x)
    for (i = 0; i < 20000; i++) {
        w[i] = (unsigned int)i * 2654435761u ^ (unsigned int)i >> 3;
        m[i] = 0xFFFF0FFFu ^ 1u << i % 12;
        all &= m[i] | 0x0000F000u;
        any |= w[i] & 0x00FF00F0u;
        x ^= w[i] + (unsigned int)i;
    }
    unsigned int h = 5381u;
    for (i = 0; i < 20000; i++) {
        h = h << 5 ^ w[i];
    }
    printf("and %08x or %08x xor %08x hash %08x\n", all, any, x, h);
    return 0;
}
