#include <stdint.h>
#include <stdio.h>
typedef unsigned __int128 u128;
typedef __int128 i128;

static void print_u128(const char *label, u128 v)
{
    char buf[48];
    int i = 47;
    buf[i] = '\0';
    do {
        buf[--i] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    printf("%s %s\n", label, buf + i);
}

static void print_halves(const char *label, u128 v)
{
    printf("%s hi=%016llx lo=%016llx\n", label, (unsigned long long)(v >> 64),
        (unsigned long long)v);
}

static uint64_t mulhi(uint64_t a, uint64_t b)
{
    return (uint64_t)((u128)a * b >> 64);
}

static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m)
{
    uint64_t r = 1;
    b %= m;
    while (e) {
        if (e & 1) {
            r = (uint64_t)((u128)r * b % m);
        }
        b = (uint64_t)((u128)b * b % m);
        e >>= 1;
    }
    return r;
}

int main(void)
{
    u128 f = 1;
    for (int i = 2; i <= 34; i++) {
        f *= (u128)i;
    }
    print_u128("34!", f);
    print_halves("34!", f);
    u128 a = 0, b = 1;
    for (int i = 0; i < 180; i++) {
        u128 t = a + b;
        a = b;
        b = t;
    }
    print_u128("fib180", a);
    i128 s = 1;
    s <<= 100;
    s = -s;
    printf("shifted hi=%lld\n", (long long)(s >> 64));
    i128 f33 = (i128)(f / 34);
    i128 neg = -f33 / 3;
    i128 rem = -f33 % 1000000007;
    printf("neg hi=%lld lo=%llu rem=%lld\n", (long long)(neg >> 64), (unsigned long long)neg,
        (long long)rem);
    printf("cmp %d %d %d\n", neg < 0, (u128)neg > f, f33 > 0);
    uint64_t x = 0xFEDCBA9876543210ull, y = 0x0123456789ABCDEFull;
    printf("mulhi %016llx\n", (unsigned long long)mulhi(x, y));
    printf("powmod %llu %llu\n", (unsigned long long)powmod(2, 1000000, 1000000000000000003ull),
        (unsigned long long)powmod(123456789, 987654321, 18446744073709551557ull));
    double d = (double)f;
    u128 back = (u128)1e30;
    print_halves("1e30", back);
    printf("double %.6e exact %d\n", d, back == (u128)1000000000000000000ull * 1000000000000ull);
    u128 mask = ~(u128)0 >> 3;
    print_halves("mask", mask);
    printf("sizes %zu %zu\n", sizeof(u128), _Alignof(i128));
    return 0;
}
