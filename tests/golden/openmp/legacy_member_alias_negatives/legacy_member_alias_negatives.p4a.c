#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct buf {
    int n;
    double *in, *out;
};
struct text {
    int len;
    char *s;
};
struct counter {
    int limit;
    int *hits;
};

static void shift(struct buf *b)
{
    int p4a_b_n = b->n;
    double *p4a_b_out = b->out;
    double *p4a_b_in = b->in;
    for (int i = 0; i < p4a_b_n; i++) {
        p4a_b_out[i] = p4a_b_in[i] * 0.5 + 1.0;
    }
}

static void grow(struct counter *c)
{
    c->limit += 1;
}

int main(void)
{
    struct buf b;
    b.n = 50000;
    b.in = malloc((b.n + 1) * sizeof(double));
    b.out = b.in + 1;
    int p4a_b_n_1 = b.n;
    double *p4a_b_in_1 = b.in;
    if (p4a_b_n_1 >= 9999) {
        #pragma omp parallel for
        for (int i = 0; i <= p4a_b_n_1; i++) {
            p4a_b_in_1[i] = (double)(i % 17);
        }
    } else {
        for (int i = 0; i <= p4a_b_n_1; i++) {
            p4a_b_in_1[i] = (double)(i % 17);
        }
    }
    shift(&b);
    double s = 0;
    int p4a_b_n_2 = b.n;
    double *p4a_b_in_2 = b.in;
    if (p4a_b_n_2 >= 16666) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i <= p4a_b_n_2; i++) {
            s += p4a_b_in_2[i];
        }
    } else {
        for (int i = 0; i <= p4a_b_n_2; i++) {
            s += p4a_b_in_2[i];
        }
    }
    printf("shift %.6e\n", s);
    struct counter c = {100, (void *)0};
    c.hits = calloc(1000, sizeof(int));
    int *p4a_c_hits = c.hits;
    for (int i = 0; i < c.limit; i++) {
        p4a_c_hits[i] = i;
        if (i % 10 == 0 && c.limit < 1000) {
            c.limit += 3;
        }
    }
    long h = 0;
    int *p4a_c_hits_1 = c.hits;
    for (int i = 0; i < c.limit && i < 1000; i++) {
        h += p4a_c_hits_1[i];
        if (i == 50) {
            grow(&c);
        }
    }
    printf("counter %d %ld\n", c.limit, h);
    struct text t;
    t.len = 64;
    t.s = malloc(256);
    memset(t.s, 'a', 256);
    char *raw = (char *)&t.len;
    for (int i = 0; i < t.len && i < 200; i++) {
        t.s[i] = (char)('a' + i % 26);
        if (i == 10) {
            raw[0] = (char)100;
        }
    }
    long sum = 0;
    char *p4a_t_s = t.s;
    for (int i = 0; i < 256; i++) {
        sum += p4a_t_s[i];
    }
    printf("text %d %ld\n", t.len, sum);
    free(b.in);
    free(c.hits);
    free(t.s);
    return 0;
}
