#include <stdio.h>
#include <stdlib.h>
struct box {
    double *v;
};

static struct box *box_new(int n)
{
    struct box *b = malloc(sizeof *b);
    b->v = malloc(n * sizeof *b->v);
    return b;
}

static void set(struct box *b, int i, double x)
{
    b->v[i] = x;
}

int main(void)
{
    int n = 200000;
    struct box *bx = box_new(n);
    double *v = bx->v;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        v[i] = 1.0;
    }
    bx->v[0] = 5.0;
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        s += v[i];
    }
    printf("%.1f\n", s);
    free(bx->v);
    free(bx);
    return 0;
}
