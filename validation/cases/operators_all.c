/* Every unary, binary and assignment operator, on signed, unsigned and floating
 * operands, plus pre/post increment and decrement in several contexts. */
#include <stdio.h>

static unsigned long long h = 14695981039346656037ULL;
static void feed(long long v)
{
    h ^= (unsigned long long)v;
    h *= 1099511628211ULL;
}

int main(void)
{
    int a = 37, b = -5, c = 6;
    unsigned u = 0xF0F0u, v = 3u;
    long l = 123456789L;
    double x = 2.5, y = -0.75;

    /* unary */
    feed(+a); feed(-a); feed(!a); feed(!0); feed(~a); feed(~u);
    feed(-b); feed(- -b); feed(-(-b)); feed(!!b);
    int *pa = &a;
    feed(*pa); feed(*&a); feed((long long)(-x * 100));

    /* binary arithmetic (signed / and % with negative operands truncate) */
    feed(a + b); feed(a - b); feed(a * b); feed(a / b); feed(a % b);
    feed(b / 2); feed(b % 2); feed(-a / c); feed(-a % c); feed(a / c * c + a % c);
    feed(u + v); feed(u - v * 100000u); feed(u * v); feed(u / v); feed(u % v);
    feed((long long)(x + y)); feed((long long)(x * y * 1000)); feed((long long)(x / y * 1000));

    /* shifts */
    feed(a << 3); feed(a >> 2); feed(u << 12); feed(u >> 5); feed(l >> 3); feed(1u << 31);
    feed((unsigned long long)l << 20); feed(b >> 1);  /* arithmetic shift on gcc */

    /* relational and equality */
    feed(a < b); feed(a > b); feed(a <= 37); feed(a >= 38); feed(a == 37); feed(a != 37);
    feed(x < y); feed(x >= y); feed(u > (unsigned)a);

    /* bitwise and logical */
    feed(a & c); feed(a | c); feed(a ^ c); feed(u & 0xFF00u); feed(u | 0xFu); feed(u ^ u);
    feed(a && b); feed(a && 0); feed(0 || b); feed(0 || 0); feed(!a || !b);
    int side = 0;
    feed(0 && ++side); feed(1 || ++side); feed(1 && ++side); feed(side);

    /* assignment operators */
    int t = 1000;
    t += 17; feed(t);
    t -= 3; feed(t);
    t *= 3; feed(t);
    t /= 7; feed(t);
    t %= 100; feed(t);
    t <<= 4; feed(t);
    t >>= 2; feed(t);
    t &= 0x5A; feed(t);
    t ^= 0x3C; feed(t);
    t |= 0x101; feed(t);
    unsigned ut = 77u;
    ut -= 100u; feed(ut);
    ut >>= 3; feed(ut);
    ut <<= 1; feed(ut);
    ut %= 1000u; feed(ut);
    double dt = 1.0;
    dt += 0.5; dt *= 4; dt -= 1; dt /= 3; feed((long long)(dt * 1e6));
    /* chained assignment */
    int p, q, r;
    p = q = r = 9;
    p += q -= r *= 2;
    feed(p); feed(q); feed(r);

    /* increment and decrement */
    int i = 5;
    feed(i++); feed(i); feed(++i); feed(i--); feed(--i); feed(i);
    int arr[6] = { 1, 2, 3, 4, 5, 6 };
    int *ip = arr;
    feed(*ip++); feed(*++ip); feed((*ip)++); feed(++*ip); feed(*ip--); feed(ip - arr);
    feed(arr[2]);
    double d = 0.25;
    d++; ++d; d--; feed((long long)(d * 100));
    char ch = 'a';
    ch++; feed(ch);
    long long big = 1;
    for (int k = 0; k < 40; k++) big += big >> 1 | 1;
    feed(big);

    /* ternary, nested */
    for (int k = -3; k <= 3; k++)
        feed(k < 0 ? -1 : k == 0 ? 0 : k < 2 ? 1 : 2);
    int m = a > c ? a > 40 ? 1 : 2 : c > 40 ? 3 : 4;
    feed(m);
    int *which = a > 0 ? &a : &c;
    *(a > 100 ? &a : &c) = 11;  /* a conditional is not an lvalue in C: go through pointers */
    feed(*which); feed(c);

    /* comma operator */
    int z = (a++, b++, a + b);
    feed(z);
    for (i = 0, t = 10; i < t; i += 3, t--) feed(i * t);

    /* sizeof and address arithmetic */
    feed((long long)sizeof a); feed((long long)sizeof(double)); feed((long long)sizeof arr / (long long)sizeof arr[0]);
    feed(&arr[5] - &arr[1]);
    feed(&arr[3] > &arr[1]);

    printf("%llu\n", h);
    return 0;
}
