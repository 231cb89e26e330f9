#include <stdio.h>
#include <stdlib.h>
struct cell {
    unsigned int wet : 1;
    unsigned int level : 4;
    unsigned int kind : 3;
    unsigned int count : 8;
};

int main(void)
{
    int n = 300000;
    struct cell *c = malloc(n * sizeof *c);
    double *h = malloc(n * sizeof *h);
    long wet = 0, lv = 0, cnt = 0;
    #pragma omp parallel for reduction(+:cnt, lv, wet)
    for (int i = 0; i < n; i++) {
        h[i] = (double)(i * 37 % 1000) / 100.0;
        c[i].wet = h[i] > 5.0;
        c[i].level = (unsigned int)h[i] & 15u;
        c[i].kind = (unsigned int)(i % 7);
        c[i].count = 0;
        if (c[i].wet) {
            c[i].count = (unsigned int)(c[i].level * 3 + c[i].kind) & 255u;
        }
        wet += c[i].wet;
        lv += c[i].level;
        cnt += c[i].count;
    }
    printf("wet %ld level %ld count %ld size %zu\n", wet, lv, cnt, sizeof(struct cell));
    free(c);
    free(h);
    return 0;
}
