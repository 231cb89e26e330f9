/* Fixed-width integer types and limits: stdint.h types and macros (int8_t ..
 * uint64_t, INT32_MAX, UINT64_C, intptr_t), inttypes.h PRI macros, limits.h,
 * float.h, stdbool.h, stddef.h (size_t, ptrdiff_t, offsetof, NULL), assert.h
 * with assertions that hold, and well-defined unsigned wrap-around and
 * conversions at the limits. */
#include <assert.h>
#include <float.h>
#include <inttypes.h>
#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct rec { char c; int32_t i; uint64_t u; int8_t b[3]; };

static bool is_pow2(uint64_t v) { return v && !(v & (v - 1)); }

static uint32_t rotl32(uint32_t v, unsigned r) { r &= 31; return (v << r) | (v >> ((32 - r) & 31)); }

static int popcount64(uint64_t v)
{
    int c = 0;
    while (v) { v &= v - 1; c++; }
    return c;
}

int main(void)
{
    printf("limits %d %d %d %u %d %d %ld %lu %lld %llu\n", CHAR_BIT, SCHAR_MIN, SCHAR_MAX, UCHAR_MAX, SHRT_MIN,
           INT_MAX, LONG_MIN, ULONG_MAX, LLONG_MIN, ULLONG_MAX);
    printf("stdint %" PRId8 " %" PRId16 " %" PRId32 " %" PRId64 " %" PRIu8 " %" PRIu16 " %" PRIu32 " %" PRIu64 "\n",
           INT8_MIN, INT16_MAX, INT32_MAX, INT64_MIN, UINT8_MAX, UINT16_MAX, UINT32_MAX, UINT64_MAX);
    printf("consts %" PRIx64 " %" PRId64 " %zu %zu\n", UINT64_C(0xDEADBEEF) << 8, INT64_C(-1) * 1000000000000,
           SIZE_MAX == UINTPTR_MAX ? (size_t)1 : (size_t)0, sizeof(intmax_t));
    printf("float.h %d %d %.9g %.17g %.17g %d %d\n", FLT_DIG, DBL_DIG, (double)FLT_EPSILON, DBL_EPSILON, DBL_MIN,
           DBL_MANT_DIG, DBL_MAX_EXP);

    /* unsigned wrap-around and conversions */
    uint8_t u8 = 250;
    u8 += 10;
    uint16_t u16 = 0;
    u16--;
    uint32_t u32 = UINT32_MAX;
    u32 += 2;
    uint64_t u64 = 0;
    u64 -= 1;
    int8_t s8 = (int8_t)200;                    /* implementation-defined, gcc: -56 */
    int32_t big = INT32_MAX;
    int64_t widened = (int64_t)big + 1;
    printf("wrap %u %u %" PRIu32 " %" PRIu64 " %d %" PRId64 "\n", u8, u16, u32, u64, s8, widened);

    uint64_t x = 0x0123456789ABCDEFull, h = 0;
    int pc = 0;
    for (int i = 0; i < 64; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;  /* xorshift */
        h += x % 1000003;
        pc += popcount64(x);
    }
    uint32_t r = 0x80000001u;
    for (unsigned k = 0; k < 33; k++) r = rotl32(r, k) ^ k;
    printf("xorshift %" PRIu64 " pop %d rot %" PRIx32 "\n", h, pc, r);

    bool flags[8] = { true, false, 2, 0 };
    int nt = 0;
    for (size_t i = 0; i < 8; i++) nt += flags[i];
    bool b = 5;
    b = !b ? true : b + 1;
    printf("bool %d %d %d %d\n", nt, b, is_pow2(1024), is_pow2(1000));

    struct rec rr[4];
    ptrdiff_t d = &rr[3] - &rr[0];
    size_t o1 = offsetof(struct rec, i), o2 = offsetof(struct rec, u), o3 = offsetof(struct rec, b[2]);
    assert(o1 < o2 && o2 < o3);
    assert(sizeof(int32_t) == 4);
    assert(d == 3 && "pointer difference");
    int *np = NULL;
    assert(np == NULL);
    intptr_t ip = (intptr_t)&rr[1];
    uintptr_t up = (uintptr_t)&rr[2];
    printf("stddef %td %zu %zu %zu %zu %d\n", d, o1, o2, o3, sizeof(struct rec), (size_t)(up - (uintptr_t)ip) == sizeof(struct rec));

    int_least16_t l16 = -3;
    int_fast32_t f32 = 77;
    uint_least8_t ul8 = 255;
    intmax_t im = INTMAX_MAX / 3;
    printf("least %d %ld %u %" PRIdMAX "\n", l16, (long)f32, ul8, im);
    return 0;
}
