#include <stdio.h>
#include <stdlib.h>
struct seg {
    double *base;
    struct seg *next;
};

int main(void)
{
    int n = 200000;
    double *x = malloc(n * sizeof *x);
    struct seg s2 = {x + 100, (void *)0};
    struct seg s1 = {x + 50, &s2};
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        x[i] = 1.0;
    }
    for (struct seg *s = &s1; s; s = s->next) {
        s->base[0] = 5.0;
    }
    double t = 0;
    #pragma omp parallel for reduction(+:t)
    for (int i = 0; i < n; i++) {
        t += x[i];
    }
    printf("%.1f\n", t);
    return 0;
}
