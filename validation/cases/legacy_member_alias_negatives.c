/* Arrays held in structures where hoisting or parallelizing would be wrong: members that
   alias (one points inside the other's block), a member the loop changes, a structure
   whose bytes are written through a char pointer, and a bound member changed by a call. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct buf { int n; double *in, *out; };
struct text { int len; char *s; };
struct counter { int limit; int *hits; };

static void shift(struct buf *b)
{
    for (int i = 0; i < b->n; i++)
        b->out[i] = b->in[i] * 0.5 + 1.0;   /* out = in + 1: must stay sequential */
}

static void grow(struct counter *c) { c->limit += 1; }

int main(void)
{
    struct buf b;
    b.n = 50000;
    b.in = malloc((b.n + 1) * sizeof(double));
    b.out = b.in + 1;
    for (int i = 0; i <= b.n; i++)
        b.in[i] = (double)(i % 17);
    shift(&b);
    double s = 0;
    for (int i = 0; i <= b.n; i++)
        s += b.in[i];
    printf("shift %.6e\n", s);

    /* The loop changes its own bound member. */
    struct counter c = {100, NULL};
    c.hits = calloc(1000, sizeof(int));
    for (int i = 0; i < c.limit; i++) {
        c.hits[i] = i;
        if (i % 10 == 0 && c.limit < 1000)
            c.limit += 3;
    }
    /* A call changes the bound member. */
    long h = 0;
    for (int i = 0; i < c.limit && i < 1000; i++) {
        h += c.hits[i];
        if (i == 50)
            grow(&c);
    }
    printf("counter %d %ld\n", c.limit, h);

    /* Bytes of the structure written through a char pointer that aliases its length. */
    struct text t;
    t.len = 64;
    t.s = malloc(256);
    memset(t.s, 'a', 256);
    char *raw = (char *)&t.len;
    for (int i = 0; i < t.len && i < 200; i++) {
        t.s[i] = (char)('a' + i % 26);
        if (i == 10)
            raw[0] = (char)100;        /* t.len becomes 100 on little-endian machines */
    }
    long sum = 0;
    for (int i = 0; i < 256; i++)
        sum += t.s[i];
    printf("text %d %ld\n", t.len, sum);
    free(b.in);
    free(c.hits);
    free(t.s);
    return 0;
}
