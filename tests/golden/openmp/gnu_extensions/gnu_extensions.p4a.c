#include <stdio.h>
#include <stddef.h>
struct __attribute__((aligned(16))) vec4 {
    float v[4];
};
struct hdr {
    int len;
    char data[4];
};
typedef int aligned_int __attribute__((aligned(8)));
static int counter __attribute__((unused));
static double buffer[8] __attribute__((aligned(32)));

static __inline int square(int x)
{
    return x * x;
}

static inline __attribute__((always_inline)) int cube(int x)
{
    return x * x * x;
}

static __attribute__((noinline)) int add3(int a, int b, int c)
{
    return a + b + c;
}

static int pure_len(const char *s) __attribute__((pure));

static int pure_len(const char *s)
{
    int n = 0;
    while (s[n]) {
        n++;
    }
    return n;
}

static int konst(int) __attribute__((const));

static int konst(int x)
{
    return x * 3 + 1;
}

static void vadd(int n, double *a, const double *b)
{
    for (int i = 0; i < n; i++) {
        a[i] += b[i];
    }
}

static int unused_param(int used, int ignored)
{
    return used * 2;
}

int main(void)
{
    __extension__ long long big = 1LL << 40;
    int sgn = -5;
    const int cst = 12;
    volatile int vol = 3;
    int a = 7, b = 11;
    __typeof__(a) c = ({
        __typeof__(a) _a = a;
        __typeof__(b) _b = b;
        _a > _b ? _a : _b;
    });
    __typeof__(big) d = ({
        __typeof__(big) _a = big;
        __typeof__(100LL) _b = 100LL;
        _a > _b ? _a : _b;
    });
    __typeof__(c * 2.5) e = c * 2.5;
    do {
        __typeof__(a) _t = a;
        a = b;
        b = _t;
    } while (0);
    int s = ({
        int t = 0;
        for (int i = 1; i <= 10; i++) {
            t += i;
        }
        t;
    });
    int nested = ({
        int u = ({
            3 * 4;
        });
        u + 1;
    });
    int hits = 0;
    for (int i = 0; i < 100; i++) {
        if (__builtin_expect(!!(i % 10 != 0), 1)) {
            hits++;
        }
        if (__builtin_expect(!!(i == 99), 0)) {
            hits += 1000;
        }
    }
    unsigned int pc = (unsigned int)__builtin_popcount(0xF0F0u) + (unsigned int)__builtin_popcountll(0xFFFFFFFFFFull);
    int clz = __builtin_clz(1u << 20), ctz = __builtin_ctz(64u);
    int isconst = __builtin_constant_p(42);
    size_t off = __builtin_offsetof(struct hdr, data);
    int zero = 0;
    int elvis = zero ?: 99;
    int elvis2 = a ?: 99;
    int un __attribute__((unused)) = 4;
    int ll = ({
        int r = 0;
        for (int i = 0; i < 50; i++) {
            r += i;
            if (r > 100) {
                break;
            }
        }
        r;
    });
    double x[8], y[8];
    {
        x[0] = 0;
        y[0] = 8;
        buffer[0] = 0 * 0.5;
        x[1] = 1;
        y[1] = 7;
        buffer[1] = 1 * 0.5;
        x[2] = 2;
        y[2] = 6;
        buffer[2] = 2 * 0.5;
        x[3] = 3;
        y[3] = 5;
        buffer[3] = 3 * 0.5;
        x[4] = 4;
        y[4] = 4;
        buffer[4] = 4 * 0.5;
        x[5] = 5;
        y[5] = 3;
        buffer[5] = 5 * 0.5;
        x[6] = 6;
        y[6] = 2;
        buffer[6] = 6 * 0.5;
        x[7] = 7;
        y[7] = 1;
        buffer[7] = 7 * 0.5;
    }
    vadd(8, x, y);
    vadd(8, x, buffer);
    double xs = 0;
    {
        xs += x[0];
        xs += x[1];
        xs += x[2];
        xs += x[3];
        xs += x[4];
        xs += x[5];
        xs += x[6];
        xs += x[7];
    }
    struct vec4 v4 = {{1, 2, 3, 4}};
    aligned_int ai = 5;
    printf("big %lld sgn %d cst %d vol %d c %d d %lld e %.2f a %d b %d\n", big, sgn, cst, vol, c, d,
        e, a, b);
    printf("stmt-expr %d %d hits %d pc %u clz %d ctz %d const %d off %zu\n", s, nested, hits, pc,
        clz, ctz, isconst, off);
    printf("elvis %d %d label %d xs %.6e\n", elvis, elvis2, ll, xs);
    printf("align %zu %zu %zu %zu %d\n", __alignof__(struct vec4), _Alignof(double),
        sizeof(struct vec4), __alignof__(buffer), (int)((size_t)&buffer[0] % 32));
    printf("funcs %d %d %d %d %d %d v4 %.1f ai %d\n", square(9), cube(4), add3(1, 2, 3),
        pure_len("seven"), konst(5), unused_param(4, 0), (double)v4.v[3], ai);
    return 0;
}
