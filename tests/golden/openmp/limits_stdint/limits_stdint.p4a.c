#include <assert.h>
#include <float.h>
#include <inttypes.h>
#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
struct rec {
    char c;
    int32_t i;
    uint64_t u;
    int8_t b[3];
};

static _Bool is_pow2(uint64_t v)
{
    return v && !(v & (v - 1));
}

static uint32_t rotl32(uint32_t v, unsigned int r)
{
    r &= 31;
    return v << r | v >> ((32 - r) & 31);
}

static int popcount64(uint64_t v)
{
    int c = 0;
    while (v) {
        v &= v - 1;
        c++;
    }
    return c;
}

int main(void)
{
    printf("limits %d %d %d %u %d %d %ld %lu %lld %llu\n", 8, -0x7f - 1, 0x7f, 0x7f * 2 + 1,
        -0x7fff - 1, 0x7fffffff, -0x7fffffffffffffffL - 1L, 0x7fffffffffffffffL * 2UL + 1UL,
        -0x7fffffffffffffffLL - 1LL, 0x7fffffffffffffffLL * 2ULL + 1ULL);
    printf("stdint %" "d" " %" "d" " %" "d" " %" "l" "d" " %" "u" " %" "u" " %" "u" " %" "l" "u" "\n",
        -128, 32767, 2147483647, -9223372036854775807L - 1, 255, 65535, 4294967295U,
        18446744073709551615UL);
    printf("consts %" "l" "x" " %" "l" "d" " %zu %zu\n", 0xDEADBEEFUL << 8, -1L * 1000000000000,
        18446744073709551615UL == 18446744073709551615UL ? (size_t)1 : (size_t)0, sizeof(intmax_t));
    printf("float.h %d %d %.9g %.17g %.17g %d %d\n", 6, 15,
        (double)1.19209289550781250000000000000000000e-7F,
        (double)2.22044604925031308084726333618164062e-16L,
        (double)2.22507385850720138309023271733240406e-308L, 53, 1024);
    uint8_t u8 = 250;
    u8 += 10;
    uint16_t u16 = 0;
    u16--;
    uint32_t u32 = 4294967295U;
    u32 += 2;
    uint64_t u64 = 0;
    u64 -= 1;
    int8_t s8 = (int8_t)200;
    int32_t big = 2147483647;
    int64_t widened = (int64_t)big + 1;
    printf("wrap %u %u %" "u" " %" "l" "u" " %d %" "l" "d" "\n", u8, u16, u32, u64, s8, widened);
    uint64_t x = 0x0123456789ABCDEFull, h = 0;
    int pc = 0;
    for (int i = 0; i < 64; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        h += x % 1000003;
        pc += popcount64(x);
    }
    uint32_t r = 0x80000001u;
    for (unsigned int k = 0; k < 33; k++) {
        r = rotl32(r, k) ^ k;
    }
    printf("xorshift %" "l" "u" " pop %d rot %" "x" "\n", h, pc, r);
    _Bool flags[8] = {1, 0, 2, 0};
    int nt = 0;
    {
        nt += flags[0];
        nt += flags[1];
        nt += flags[2];
        nt += flags[3];
        nt += flags[4];
        nt += flags[5];
        nt += flags[6];
        nt += flags[7];
    }
    _Bool b = 5;
    b = !b ? 1 : b + 1;
    printf("bool %d %d %d %d\n", nt, b, is_pow2(1024), is_pow2(1000));
    struct rec rr[4];
    ptrdiff_t d = &rr[3] - &rr[0];
    size_t o1 = __builtin_offsetof(struct rec, i),
        o2 = __builtin_offsetof(struct rec, u),
        o3 = __builtin_offsetof(struct rec, b[2]);
    (void)sizeof(o1 < o2 && o2 < o3 ? 1 : 0), (__extension__ ({
        if (o1 < o2 && o2 < o3) {
        } else {
            __assert_fail("o1 < o2 && o2 < o3", "limits_stdint.c", 74, (__extension__ __PRETTY_FUNCTION__));
        }
    }));
    (void)sizeof(sizeof(int32_t) == 4 ? 1 : 0), (__extension__ ({
        if (sizeof(int32_t) == 4) {
        } else {
            __assert_fail("sizeof(int32_t) == 4", "limits_stdint.c", 75, (__extension__ __PRETTY_FUNCTION__));
        }
    }));
    (void)sizeof(d == 3 && "pointer difference" ? 1 : 0), (__extension__ ({
        if (d == 3 && "pointer difference") {
        } else {
            __assert_fail("d == 3 && \"pointer difference\"", "limits_stdint.c", 76, (__extension__ __PRETTY_FUNCTION__));
        }
    }));
    int *np = (void *)0;
    (void)sizeof(np == (void *)0 ? 1 : 0), (__extension__ ({
        if (np == (void *)0) {
        } else {
            __assert_fail("np == NULL", "limits_stdint.c", 78, (__extension__ __PRETTY_FUNCTION__));
        }
    }));
    intptr_t ip = (intptr_t)&rr[1];
    uintptr_t up = (uintptr_t)&rr[2];
    printf("stddef %td %zu %zu %zu %zu %d\n", d, o1, o2, o3, sizeof(struct rec),
        (size_t)(up - (uintptr_t)ip) == sizeof(struct rec));
    int_least16_t l16 = -3;
    int_fast32_t f32 = 77;
    uint_least8_t ul8 = 255;
    intmax_t im = 9223372036854775807L / 3;
    printf("least %d %ld %u %" "l" "d" "\n", l16, (long)f32, ul8, im);
    return 0;
}
