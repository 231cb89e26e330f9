#include <stdio.h>
#include <stdlib.h>
struct particle {
    double x, y, vx, vy;
    double m;
    int id;
};

int main(void)
{
    int n = 200000;
    double dt = 0.01;
    struct particle *p = malloc(n * sizeof *p);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        p[i].x = (double)(i % 1000) / 1000.0;
        p[i].y = (double)(i / 1000 % 200) / 200.0;
        p[i].vx = 0.0;
        p[i].vy = 0.0;
        p[i].m = 1.0 + (double)(i % 3);
        p[i].id = i;
    }
    #pragma omp parallel
    for (int step = 0; step < 10; step++) {
        #pragma omp for
        for (int i = 0; i < n; i++) {
            {
                double dx = 0.5 - p[i].x, dy = 0.5 - p[i].y;
                p[i].vx += dt * dx / p[i].m;
                p[i].vy += dt * dy / p[i].m;
            }
            p[i].x += p[i].vx * dt;
            p[i].y += p[i].vy * dt;
        }
    }
    double ke = 0.0, cx = 0.0;
    long ids = 0;
    #pragma omp parallel for reduction(+:cx, ids, ke)
    for (int i = 0; i < n; i++) {
        ke += 0.5 * p[i].m * (p[i].vx * p[i].vx + p[i].vy * p[i].vy);
        cx += p[i].x;
        ids += p[i].id % 7;
    }
    printf("ke %.6e cx %.6e ids %ld\n", ke, cx, ids);
    free(p);
    return 0;
}
