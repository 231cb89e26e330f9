#include <stdio.h>
int counter;
int counter;
int table[];
int table[5] = {1, 2, 3};
int zeroed[16];
static double dscale;
extern int later;
int later = 12;
const int K = 3 * 4 + (7 >> 1);
const unsigned long MASK = ~0ul >> 4;
const double PI_ISH = 355.0 / 113.0;
const int SZ = sizeof(double[4]) + sizeof(struct { char c; int i; });
const short NEGS = (short)-40000 + 0;
int *const ptab = &table[1];
int *const pend = table + 5;
const char *const greeting = "hello, " "globals";
char letters[] = "abcdef";
char *mid = letters + 2;
struct cfg {
    int w, h;
    const char *title;
} config = {640, 480, "window"};
struct cfg *pcfg = &config;
int (*const first_fn)(void);

static inline int sq(int v)
{
    return v * v;
}

static int next_id(void)
{
    static int id = 100;
    return id++;
}

static int *remember(int v)
{
    static int store[4];
    static int *cursor = store;
    *cursor = v;
    int *r = cursor;
    cursor = cursor == &store[3] ? store : cursor + 1;
    return r;
}

static long fib_memo(int n)
{
    static long memo[64];
    static int ready;
    if (!ready) {
        memo[0] = 0;
        memo[1] = 1;
        for (int i = 2; i < 64; i++) {
            memo[i] = -1;
        }
        ready = 1;
    }
    if (memo[n] < 0) {
        memo[n] = fib_memo(n - 1) + fib_memo(n - 2);
    }
    return memo[n];
}

int main(void)
{
    extern int counter;
    extern int later;
    for (int i = 0; i < 10; i++) {
        counter += sq(i);
    }
    dscale = PI_ISH * 2;
    int zs = 0;
    for (int i = 0; i < 16; i++) {
        zeroed[i] += i * K;
        zs += zeroed[i];
    }
    int ids = 0;
    for (int i = 0; i < 5; i++) {
        ids += next_id();
    }
    int *a = remember(5), *b = remember(6);
    remember(7);
    remember(8);
    int *c = remember(9);
    printf("counter %d later %d K %d MASK %lx SZ %d NEGS %d\n", counter, later, K, MASK, SZ, NEGS);
    printf("table %d %d %d %d %td\n", table[0], table[4], *ptab, ptab[1], pend - ptab);
    printf("%s %s %c %d %d %s\n", greeting, mid, *mid, config.w * config.h, pcfg->h, pcfg->title);
    printf("zs %d ids %d remember %d %d %d same %d\n", zs, ids, *a, *b, *c, a == c);
    printf("dscale %.10f fib %ld %ld null %d\n", dscale, fib_memo(50), fib_memo(63), first_fn == 0);
    return 0;
}
