/* Bitfields: per-cell flags packed in one word. Each iteration writes only its own
   element's fields, so the loops are parallel; a host loop counts the flags. */
#include <stdio.h>
#include <stdlib.h>

struct cell {
    unsigned wet : 1;
    unsigned level : 4;
    unsigned kind : 3;
    unsigned count : 8;
};

int main(void)
{
    int n = 300000;
    struct cell *c = malloc(n * sizeof *c);
    double *h = malloc(n * sizeof *h);
    for (int i = 0; i < n; i++)
        h[i] = (double)((i * 37) % 1000) / 100.0;
    for (int i = 0; i < n; i++) {
        c[i].wet = h[i] > 5.0;
        c[i].level = (unsigned)h[i] & 15u;
        c[i].kind = (unsigned)(i % 7);
        c[i].count = 0;
    }
    for (int i = 0; i < n; i++)
        if (c[i].wet)
            c[i].count = (unsigned)(c[i].level * 3 + c[i].kind) & 255u;
    long wet = 0, lv = 0, cnt = 0;
    for (int i = 0; i < n; i++) {
        wet += c[i].wet;
        lv += c[i].level;
        cnt += c[i].count;
    }
    printf("wet %ld level %ld count %ld size %zu\n", wet, lv, cnt, sizeof(struct cell));
    free(c);
    free(h);
    return 0;
}
