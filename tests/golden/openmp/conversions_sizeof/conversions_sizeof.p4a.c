#include <stdio.h>
#include <stdalign.h>
struct mixed {
    char c;
    double d;
    short s;
};
struct over {
    int a __attribute__((aligned(16)));
    char b;
};

static size_t param_size(int arr[10])
{
    return sizeof arr;
}

static size_t param_size2(int n, int arr[n])
{
    (void)arr;
    return sizeof(int[n]);
}

int main(void)
{
    unsigned char uc = 200;
    signed char sc = -100;
    short sh = -30000;
    unsigned short us = 60000;
    int i = -1;
    unsigned int u = 1;
    long l = -2;
    unsigned long ul = 3;
    printf("promote %d %d %d %d\n", uc + uc, sc * 2, sh - 10000, us + us);
    printf("sizes %zu %zu %zu %zu\n", sizeof(uc + uc), sizeof +sc, sizeof(sh * 1L),
        sizeof(us ? 1.0f : 2));
    printf("mixed %d %d %d %d\n", i < u, l < u, i < (long)u, (unsigned long)l > ul);
    printf("wrap %u %lu %ld\n", i + u, l + ul, l + (long)u);
    printf("shift %d %u\n", uc << 4, (unsigned int)us << 16);
    double dpos = 7.99, dneg = -7.99;
    printf("trunc %d %d %ld %u\n", (int)dpos, (int)dneg, (long)-0.5, (unsigned int)3.999);
    float f = 16777217;
    double fd = f;
    printf("float %.1f %.17g %.9g\n", fd, (double)0.1f, (double)(float)(1.0 / 3.0));
    long long big = 9007199254740993LL;
    printf("ll->double %.1f back %lld\n", (double)big, (long long)(double)big);
    int iq = 7 / 2, im = -7 / 2;
    double dq = 7 / 2, dr = 7 / 2.0;
    printf("division %d %d %.1f %.1f\n", iq, im, dq, dr);
    int x = 5;
    size_t sx = sizeof x++;
    size_t sy = sizeof(x = 100);
    printf("unevaluated %zu %zu x=%d\n", sx, sy, x);
    int arr[10];
    double m[3][7];
    printf("arrays %zu %zu %zu %zu %zu %zu\n", sizeof arr, sizeof arr / sizeof arr[0], sizeof m,
        sizeof m[0], sizeof m[0][0], sizeof &arr);
    printf("params %zu %zu\n", param_size(arr), param_size2(10, arr));
    printf("types %zu %zu %zu %zu %zu %zu\n", sizeof(char), sizeof(short), sizeof(long),
        sizeof(long double), sizeof(struct mixed), sizeof(struct over));
    printf("align %zu %zu %zu %zu %zu\n", _Alignof(char), _Alignof(double), _Alignof(struct mixed),
        _Alignof(struct over), _Alignof(long double));
    __attribute__((aligned(32))) char buf[40];
    __attribute__((aligned(_Alignof(double)))) unsigned char raw[16];
    printf("aligned %d %d %zu\n", (int)((size_t)buf % 32), (int)((size_t)raw % _Alignof(double)),
        sizeof buf + sizeof raw);
    printf("strings %zu %zu %zu\n", sizeof "abc", sizeof "", sizeof(char[5][3]));
    return 0;
}
