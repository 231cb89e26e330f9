#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct msg {
    int len;
    char data[0];
};

static long interp(const unsigned char *code)
{
    static void *const dispatch[] = {&&op_halt, &&op_inc, &&op_dbl, &&op_neg, &&op_sq};
    long acc = 0;
    int steps = 0;
    do {
        steps++;
        goto *dispatch[*code++];
    } while (0);
op_inc:
    acc++;
    do {
        steps++;
        goto *dispatch[*code++];
    } while (0);
op_dbl:
    acc *= 2;
    do {
        steps++;
        goto *dispatch[*code++];
    } while (0);
op_neg:
    acc = -acc;
    do {
        steps++;
        goto *dispatch[*code++];
    } while (0);
op_sq:
    acc = acc * acc;
    do {
        steps++;
        goto *dispatch[*code++];
    } while (0);
op_halt:
    ;
    return acc * 100 + steps;
}

int main(void)
{
    int v[] = {4, 8, 15, 16, 23, 42};
    int a = ({
        __label__ found;
        int _i;
        for (_i = 0; _i < 6; _i++) {
            if (v[_i] == 16) {
                goto found;
            }
        }
        _i = -1;
    found:
        _i;
    });
    int b = ({
        __label__ found;
        int _i;
        for (_i = 0; _i < 6; _i++) {
            if (v[_i] == 5) {
                goto found;
            }
        }
        _i = -1;
    found:
        _i;
    });
    __auto_type half = a * 0.5;
    __auto_type ptr = &v[2];
    const char *text = "zero-length";
    struct msg *m = malloc(sizeof *m + strlen(text) + 1);
    m->len = (int)strlen(text);
    memcpy(m->data, text, (size_t)m->len + 1);
    const unsigned char prog1[] = {1, 1, 2, 4, 3, 1, 0};
    const unsigned char prog2[] = {1, 2, 2, 2, 4, 4, 0};
    printf("find %d %d half %.2f ptr %d msg %d %s\n", a, b, half, *ptr, m->len, m->data);
    printf("types %d %d %s %s sizes %zu\n", __builtin_types_compatible_p(__typeof__(a), int),
        __builtin_types_compatible_p(__typeof__(half), int),
        __builtin_choose_expr(__builtin_types_compatible_p(__typeof__(a), int), "int", "not int"),
        __builtin_choose_expr(__builtin_types_compatible_p(__typeof__(half), int), "int", "not int"),
        sizeof(struct msg));
    printf("interp %ld %ld\n", interp(prog1), interp(prog2));
    free(m);
    return 0;
}
