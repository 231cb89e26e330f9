/* GNU C extensions found in real code and in glibc headers: attributes on
 * functions, variables, types, parameters and labels; __extension__;
 * __restrict, __inline, __const, __volatile__, __signed__; statement
 * expressions; __typeof__ and typeof; __auto_type; the ?: operator with the
 * middle operand omitted; __builtin_expect, __builtin_popcount, __builtin_clz,
 * __builtin_constant_p, __builtin_offsetof; __alignof__ and _Alignof.
 * (The rarer extensions are in gnu_advanced.c.) */
#include <stdio.h>
#include <stddef.h>

#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define SWAP(x, y) do { __typeof__(x) _t = (x); (x) = (y); (y) = _t; } while (0)
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

struct __attribute__((aligned(16))) vec4 { float v[4]; };
struct hdr { int len; char data[4]; };
typedef int aligned_int __attribute__((aligned(8)));

static int counter __attribute__((unused));
static double buffer[8] __attribute__((aligned(32)));

static __inline int square(int x) { return x * x; }
static inline __attribute__((always_inline)) int cube(int x) { return x * x * x; }
static int __attribute__((noinline)) add3(int a, int b, int c) { return a + b + c; }
static int pure_len(const char *s) __attribute__((pure));
static int pure_len(const char *s) { int n = 0; while (s[n]) n++; return n; }
static int konst(int) __attribute__((const));
static int konst(int x) { return x * 3 + 1; }

static void vadd(int n, double *__restrict a, const double *__restrict b)
{
    for (int i = 0; i < n; i++) a[i] += b[i];
}

static int unused_param(int used, int ignored __attribute__((unused))) { return used * 2; }

int main(void)
{
    __extension__ long long big = 1LL << 40;
    __signed__ int sgn = -5;
    __const int cst = 12;
    int __volatile__ vol = 3;
    int a = 7, b = 11;
    __typeof__(a) c = MAX(a, b);
    typeof(big) d = MAX(big, 100LL);
    __typeof__(c * 2.5) e = c * 2.5;            /* double */
    SWAP(a, b);

    int s = ({ int t = 0; for (int i = 1; i <= 10; i++) t += i; t; });   /* statement expression */
    int nested = ({ int u = ({ 3 * 4; }); u + 1; });

    int hits = 0;
    for (int i = 0; i < 100; i++) {
        if (likely(i % 10 != 0)) hits++;
        if (unlikely(i == 99)) hits += 1000;
    }
    unsigned pc = (unsigned)__builtin_popcount(0xF0F0u) + (unsigned)__builtin_popcountll(0xFFFFFFFFFFull);
    int clz = __builtin_clz(1u << 20), ctz = __builtin_ctz(64u);
    int isconst = __builtin_constant_p(42);
    size_t off = __builtin_offsetof(struct hdr, data);

    int zero = 0;
    int elvis = zero ?: 99;                     /* x ?: y */
    int elvis2 = a ?: 99;
    int un __attribute__((unused)) = 4;

    int ll = ({
        int r = 0;
        for (int i = 0; i < 50; i++) {
            r += i;
            if (r > 100) break;
        }
        r;
    });

    double x[8], y[8];
    for (int i = 0; i < 8; i++) { x[i] = i; y[i] = 8 - i; buffer[i] = i * 0.5; }
    vadd(8, x, y);
    vadd(8, x, buffer);
    double xs = 0;
    for (int i = 0; i < 8; i++) xs += x[i];

    struct vec4 v4 = { { 1, 2, 3, 4 } };
    aligned_int ai = 5;
    printf("big %lld sgn %d cst %d vol %d c %d d %lld e %.2f a %d b %d\n", big, sgn, cst, vol, c, d, e, a, b);
    printf("stmt-expr %d %d hits %d pc %u clz %d ctz %d const %d off %zu\n", s, nested, hits, pc, clz, ctz,
           isconst, off);
    printf("elvis %d %d label %d xs %.6e\n", elvis, elvis2, ll, xs);
    printf("align %zu %zu %zu %zu %d\n", __alignof__(struct vec4), _Alignof(double), sizeof(struct vec4),
           __alignof__(buffer), (int)((size_t)&buffer[0] % 32));
    printf("funcs %d %d %d %d %d %d v4 %.1f ai %d\n", square(9), cube(4), add3(1, 2, 3), pure_len("seven"),
           konst(5), unused_param(4, 0), (double)v4.v[3], ai);
    return 0;
}
