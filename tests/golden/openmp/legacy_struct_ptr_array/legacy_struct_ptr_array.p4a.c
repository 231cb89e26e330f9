#include <stdio.h>
#include <stdlib.h>
struct body {
    double x, v, m;
    int hits;
};

int main(void)
{
    int n = 100000;
    struct body **b = malloc(n * sizeof *b);
    double *force = malloc(n * sizeof *force);
    for (int i = 0; i < n; i++) {
        b[i] = malloc(sizeof **b);
        b[i]->x = (double)(i % 1000) / 1000.0;
        b[i]->v = 0.0;
        b[i]->m = 1.0 + (double)(i % 4);
        b[i]->hits = 0;
    }
    #pragma omp parallel
    for (int step = 0; step < 5; step++) {
        #pragma omp for
        for (int i = 0; i < n; i++) {
            force[i] = -(b[i]->x - 0.5) * (double)(1 + i % 3);
        }
        #pragma omp master
        for (int i = 0; i < n; i++) {
            struct body *p = b[i];
            p->v += 0.1 * force[i] / p->m;
            p->x += 0.1 * p->v;
            if (p->x < 0.3 || p->x > 0.9) {
                p->hits++;
            }
        }
        #pragma omp barrier
    }
    double sx = 0.0, sv = 0.0;
    long hits = 0;
    #pragma omp parallel for reduction(+:hits, sv, sx)
    for (int i = 0; i < n; i++) {
        sx += b[i]->x;
        sv += b[i]->v;
        hits += b[i]->hits;
    }
    printf("sx %.6e sv %.6e hits %ld\n", sx, sv, hits);
    for (int i = 0; i < n; i++) {
        free(b[i]);
    }
    free(b);
    free(force);
    return 0;
}
