/* Rarer GNU C extensions: computed goto through a table of label addresses
 * (&&label, goto *p), local labels (__label__) inside statement expressions
 * used by a macro twice in one function, __auto_type, zero-length arrays at
 * the end of a struct, __builtin_types_compatible_p, __builtin_choose_expr,
 * and an attribute on a label. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct msg { int len; char data[0]; };          /* zero-length array */

#define FIND_FIRST(arr, n, pred_val) ({                       \
    __label__ found;                                          \
    int _i;                                                   \
    for (_i = 0; _i < (n); _i++)                              \
        if ((arr)[_i] == (pred_val)) goto found;              \
    _i = -1;                                                  \
found:                                                        \
    _i;                                                       \
})

#define IS_INT(x) __builtin_types_compatible_p(__typeof__(x), int)
#define TYPE_NAME(x) __builtin_choose_expr(IS_INT(x), "int", "not int")

static long interp(const unsigned char *code)
{
    static void *const dispatch[] = { &&op_halt, &&op_inc, &&op_dbl, &&op_neg, &&op_sq };
    long acc = 0;
    int steps = 0;
#define NEXT do { steps++; goto *dispatch[*code++]; } while (0)
    NEXT;
op_inc:
    acc++;
    NEXT;
op_dbl:
    acc *= 2;
    NEXT;
op_neg:
    acc = -acc;
    NEXT;
op_sq:
    acc = acc * acc;
    NEXT;
op_halt:
    __attribute__((unused));
    return acc * 100 + steps;
#undef NEXT
}

int main(void)
{
    int v[] = { 4, 8, 15, 16, 23, 42 };
    int a = FIND_FIRST(v, 6, 16);
    int b = FIND_FIRST(v, 6, 5);
    __auto_type half = a * 0.5;
    __auto_type ptr = &v[2];
    const char *text = "zero-length";
    struct msg *m = malloc(sizeof *m + strlen(text) + 1);
    m->len = (int)strlen(text);
    memcpy(m->data, text, (size_t)m->len + 1);
    const unsigned char prog1[] = { 1, 1, 2, 4, 3, 1, 0 };
    const unsigned char prog2[] = { 1, 2, 2, 2, 4, 4, 0 };
    printf("find %d %d half %.2f ptr %d msg %d %s\n", a, b, half, *ptr, m->len, m->data);
    printf("types %d %d %s %s sizes %zu\n", IS_INT(a), IS_INT(half), TYPE_NAME(a), TYPE_NAME(half), sizeof(struct msg));
    printf("interp %ld %ld\n", interp(prog1), interp(prog2));
    free(m);
    return 0;
}
