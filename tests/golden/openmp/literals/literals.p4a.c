#include <stdio.h>
#include <string.h>
#include <wchar.h>

static void dump(const char *name, const char *s, size_t n)
{
    unsigned int sum = 0;
    printf("%s[%zu]:", name, n);
    for (size_t i = 0; i < n; i++) {
        printf(" %02x", (unsigned char)s[i]);
        sum = sum * 31u + (unsigned char)s[i];
    }
    printf(" | %u\n", sum);
}

int main(void)
{
    static const char esc[] = "n\n t\t bs\\ dq\" sq\' q\? a\a b\b f\f v\v r\r x\x41 o\101 o\7 o\12 x\x7e end";
    dump("esc", esc, sizeof esc);
    const char nul[] = "before\0after";
    dump("nul", nul, sizeof nul);
    printf("strlen(nul)=%zu\n", strlen(nul));
    const char *cat = "adjacent " "string " "literals" "\x41" "\102" "" "C";
    dump("cat", cat, strlen(cat) + 1);
    const char hexstop[] = "\x4" "1";
    dump("hexstop", hexstop, sizeof hexstop);
    const char octstop[] = "\1012";
    dump("octstop", octstop, sizeof octstop);
    const char u8s[] = u8"caf\u00e9 \u20ac";
    dump("u8", u8s, sizeof u8s);
    const wchar_t wide[] = L"w\x263a" L"!";
    printf("wide %zu %lx %lx\n", sizeof wide / sizeof wide[0], (unsigned long)wide[1],
        (unsigned long)wide[2]);
    puts("puts with a \"quoted\" word and a tab\there");
    printf("percent %% and backslash \\ done\n");
    char chars[] = {
        'a', 'Z', '0', ' ', '\n', '\t', '\\', '\'', '"', '\"', '\0', '\x41', '\101',
        '\a', '\b', '\f', '\v', '\r', '\?', '\177', '\x7f', '\377'
    };
    dump("chars", chars, sizeof chars);
    printf("char arith %d %d %d\n", 'a' + 1, '9' - '0', 'z' - 'a');
    printf("wchar %ld\n", (long)L'\x3b1');
    unsigned long long ints[] = {
        0, 00, 7, 077, 0777, 01234567, 0x0, 0xff, 0XFF, 0xDeadBeef, 0x7fffffff,
        0x80000000, 2147483647, 2147483648, 4294967295, 4294967296, 10u, 10U, 10l, 10L,
        10ul, 10UL, 10lu, 10LU, 10uL, 10Lu, 10ll, 10LL, 10ull, 10ULL, 10llu, 10LLU,
        0x10ULL, 0777ull, 0xFFFFFFFFFFFFFFFFULL, 18446744073709551615ull,
        9223372036854775807LL, 01777777777777777777777ULL
    };
    unsigned long long isum = 0;
    for (size_t i = 0; i < sizeof ints / sizeof *ints; i++) {
        isum = isum * 1000003ull + ints[i];
    }
    printf("ints %zu %llu\n", sizeof ints / sizeof *ints, isum);
    printf("sizes %zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof 1, sizeof 1u, sizeof 1l, sizeof 1ll,
        sizeof 2147483648, sizeof 0x80000000, sizeof 'a', sizeof L'a');
    printf("signs %d %d %d\n", -1 < 0u, -1 < 0x7fffffff, -1L < 1u);
    double ds[] = {
        1e3, 1E3, 1e+3, 1e-3, 1., .5, 0.5, 1.5e10, 2.5E-5, 123.456, 0e0, 1e308,
        4.9e-324, 0x1p0, 0x1.8p3, 0X1.8P3, 0x.8p1, 0x10p-4, 0x1.fffffffffffffp1023,
        0xA.Bp2, 1.0 / 3.0
    };
    for (size_t i = 0; i < sizeof ds / sizeof ds[0]; i++) {
        printf("%.17g ", ds[i]);
    }
    putchar('\n');
    float fs[] = {.5f, 1.5F, 1e2f, 0x1.4p1f, 3.f, 1.17549435e-38f};
    for (size_t i = 0; i < sizeof fs / sizeof fs[0]; i++) {
        printf("%.9g ", (double)fs[i]);
    }
    putchar('\n');
    long double ls[] = {1.0L, 1.5l, 1e-3L, 0x1.8p1L, 3.L};
    long double lsum = 0;
    for (size_t i = 0; i < sizeof ls / sizeof ls[0]; i++) {
        lsum += ls[i];
    }
    printf("ld %.10Lf %zu %zu %zu\n", lsum, sizeof 1.0f, sizeof 1.0, sizeof 1.0L);
    return 0;
}
