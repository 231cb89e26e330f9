#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef int (*cmp_fn)(const void *, const void *);

static int cmp_int_asc(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static int cmp_int_desc(const void *a, const void *b)
{
    return cmp_int_asc(b, a);
}

struct rec {
    char name[8];
    int key;
    double w;
};

static int cmp_rec(const void *a, const void *b)
{
    const struct rec *ra = a, *rb = b;
    if (ra->key != rb->key) {
        return ra->key < rb->key ? -1 : 1;
    }
    return strcmp(ra->name, rb->name);
}

static double fold(const double *v, int n, double init, double (*op)(double, double))
{
    double acc = init;
    for (int i = 0; i < n; i++) {
        acc = op(acc, v[i]);
    }
    return acc;
}

static double op_add(double a, double b)
{
    return a + b;
}

static double op_max(double a, double b)
{
    return a > b ? a : b;
}

static double op_min(double a, double b)
{
    return a < b ? a : b;
}

enum opcode { OP_PUSH, OP_ADD, OP_MUL, OP_SUB, OP_DUP, OP_SWAP, OP_HALT, NOPS };
struct vm {
    long stack[32];
    int sp;
    int pc;
};
typedef void (*handler)(struct vm *, long);

static void h_push(struct vm *m, long arg)
{
    m->stack[m->sp++] = arg;
}

static void h_add(struct vm *m, long arg)
{
    (void)arg;
    m->sp--;
    m->stack[m->sp - 1] += m->stack[m->sp];
}

static void h_mul(struct vm *m, long arg)
{
    (void)arg;
    m->sp--;
    m->stack[m->sp - 1] *= m->stack[m->sp];
}

static void h_sub(struct vm *m, long arg)
{
    (void)arg;
    m->sp--;
    m->stack[m->sp - 1] -= m->stack[m->sp];
}

static void h_dup(struct vm *m, long arg)
{
    (void)arg;
    m->stack[m->sp] = m->stack[m->sp - 1];
    m->sp++;
}

static void h_swap(struct vm *m, long arg)
{
    (void)arg;
    long t = m->stack[m->sp - 1];
    m->stack[m->sp - 1] = m->stack[m->sp - 2];
    m->stack[m->sp - 2] = t;
}

static const handler table[NOPS] = {
    [OP_PUSH] = h_push, [OP_ADD] = h_add, [OP_MUL] = h_mul, [OP_SUB] = h_sub,
    [OP_DUP] = h_dup, [OP_SWAP] = h_swap, [OP_HALT] = 0
};

static long run(const int *code, int len)
{
    struct vm m = {.sp = 0, .pc = 0};
    while (m.pc < len && code[m.pc] != OP_HALT) {
        int op = code[m.pc++];
        long arg = op == OP_PUSH ? code[m.pc++] : 0;
        table[op](&m, arg);
    }
    return m.stack[m.sp - 1];
}

struct shape_ops {
    const char *name;
    double (*area)(double);
    double (*perimeter)(double);
};

static double sq_area(double s)
{
    return s * s;
}

static double sq_per(double s)
{
    return 4 * s;
}

static double tri_area(double s)
{
    return s * s * 0.4330127018922193;
}

static double tri_per(double s)
{
    return 3 * s;
}

static cmp_fn choose(int desc)
{
    return desc ? cmp_int_desc : cmp_int_asc;
}

int main(void)
{
    int v[40];
    unsigned int seed = 12345;
    for (int i = 0; i < 40; i++) {
        seed = seed * 1103515245u + 12345u;
        v[i] = (int)(seed >> 16) % 1000 - 500;
    }
    qsort(v, 40, sizeof v[0], choose(0));
    long s = 0;
    for (int i = 0; i < 40; i++) {
        s = (s * 3 + v[i] % 7) % 1000003;
    }
    printf("asc %d %d %ld\n", v[0], v[39], s);
    qsort(v, 40, sizeof v[0], choose(1));
    printf("desc %d %d\n", v[0], v[39]);
    int key = v[17];
    qsort(v, 40, sizeof *v, cmp_int_asc);
    int *found = bsearch(&key, v, 40, sizeof *v, cmp_int_asc);
    printf("bsearch %d %d\n", found != (void *)0, found ? *found == key : -1);
    struct rec recs[] = {
        {"delta", 3, 1.5},
        {"alpha", 1, 2.0},
        {"gamma", 3, 0.5},
        {"beta", 2, 4.0},
        {"eps", 1, 3.0}
    };
    qsort(recs, sizeof recs / sizeof recs[0], sizeof recs[0], cmp_rec);
    for (size_t i = 0; i < sizeof recs / sizeof recs[0]; i++) {
        printf("%s:%d ", recs[i].name, recs[i].key);
    }
    putchar('\n');
    double d[10];
    for (int i = 0; i < 10; i++) {
        d[i] = i * 37 % 11 * 0.5 - 2;
    }
    double (*ops[])(double, double) = {op_add, op_max, op_min};
    for (int i = 0; i < 3; i++) {
        printf("fold%d %.6e\n", i, fold(d, 10, i == 0 ? 0.0 : d[0], ops[i]));
    }
    const int prog[] = {
        OP_PUSH, 6, OP_DUP, OP_MUL, OP_PUSH, 5, OP_SWAP, OP_SUB, OP_PUSH, 3, OP_MUL,
        OP_DUP, OP_ADD, OP_HALT, OP_PUSH, 99
    };
    printf("vm %ld\n", run(prog, (int)(sizeof prog / sizeof prog[0])));
    struct shape_ops shapes[2] = {{"square", sq_area, sq_per}, {"triangle", tri_area, tri_per}};
    for (int i = 0; i < 2; i++) {
        struct shape_ops *so = &shapes[i];
        printf("%s %.6e %.6e\n", so->name, so->area(2.0), (*so->perimeter)(2.0));
    }
    void (*pr)(const char *) = (void (*)(const char *))0;
    printf("null fp %d\n", pr == (void *)0);
    return 0;
}
