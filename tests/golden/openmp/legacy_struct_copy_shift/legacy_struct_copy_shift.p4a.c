#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct pt {
    double x, y;
    int k;
};
struct blk {
    double w[3];
};

int main(void)
{
    int n = 200000;
    struct pt *p = malloc(n * sizeof *p);
    struct blk *b = malloc(n * sizeof *b);
    double *a = malloc(n * sizeof *a);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        p[i] = (struct pt){(double)(i % 7), (double)(i % 5), i % 3};
        b[i].w[0] = i % 2;
        b[i].w[1] = i % 3;
        b[i].w[2] = i % 5;
        a[i] = (double)(i % 11);
    }
    for (int i = 0; i < n - 1; i++) {
        p[i] = p[i + 1];
    }
    for (int i = 1; i < n; i++) {
        b[i] = b[i - 1];
    }
    for (int i = 0; i < n - 1; i++) {
        memmove(&a[i], &a[i + 1], sizeof a[i]);
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        s += p[i].x * 3 + p[i].y + p[i].k + b[i].w[1] + b[i].w[2] * a[i];
    }
    printf("%.6e\n", s);
    free(p);
    free(b);
    free(a);
    return 0;
}
