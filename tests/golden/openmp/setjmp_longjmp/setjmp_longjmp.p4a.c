#include <setjmp.h>
#include <stdio.h>
struct ctx {
    jmp_buf on_error;
    const char *input;
    int pos;
    int depth;
};
static int parse_list(struct ctx *c);

static int parse_item(struct ctx *c)
{
    char ch = c->input[c->pos];
    if (ch == '(') {
        c->pos++;
        if (++c->depth > 5) {
            longjmp(c->on_error, 2);
        }
        int v = parse_list(c);
        if (c->input[c->pos] != ')') {
            longjmp(c->on_error, 3);
        }
        c->pos++;
        c->depth--;
        return v * 2;
    }
    if (ch >= '0' && ch <= '9') {
        c->pos++;
        return ch - '0';
    }
    longjmp(c->on_error, 1);
}

static int parse_list(struct ctx *c)
{
    int sum = 0;
    while (c->input[c->pos] && c->input[c->pos] != ')') {
        sum += parse_item(c);
    }
    return sum;
}

static struct ctx pctx;

static int parse(const char *s, int *err)
{
    pctx.input = s;
    pctx.pos = 0;
    pctx.depth = 0;
    int code = _setjmp(pctx.on_error);
    if (code != 0) {
        *err = code * 100 + pctx.pos;
        return -1;
    }
    int v = parse_list(&pctx);
    *err = pctx.input[pctx.pos] ? 9 : 0;
    return v;
}

static jmp_buf retry_point;
static int attempts_needed;

static void flaky(int attempt)
{
    if (attempt < attempts_needed) {
        longjmp(retry_point, attempt + 1);
    }
}

int main(void)
{
    const char *inputs[] = {"123", "1(23)4", "((1)(2))", "((((((1))))))", "12x4", "(12", "1)2", ""};
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        int err;
        int v = parse(inputs[i], &err);
        printf("%-14s -> %d err %d\n", inputs[i], v, err);
    }
    for (attempts_needed = 0; attempts_needed < 4; attempts_needed++) {
        volatile int tries = 0;
        volatile long work = 0;
        int attempt = _setjmp(retry_point);
        tries++;
        work += attempt * 10;
        flaky(attempt);
        printf("needed %d: tries %d work %ld\n", attempts_needed, tries, work);
    }
    return 0;
}
