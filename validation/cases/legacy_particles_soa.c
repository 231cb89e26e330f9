/* Structure of arrays: a `struct swarm` holding the count and one malloc'd array per
   coordinate, passed by pointer to the update routines, which copy the members into
   locals before their loops (the usual legacy idiom). */
#include <stdio.h>
#include <stdlib.h>

struct swarm {
    int n;
    double *x, *y, *vx, *vy;
};

static void swarm_init(struct swarm *s, int n)
{
    s->n = n;
    s->x = malloc(n * sizeof(double));
    s->y = malloc(n * sizeof(double));
    s->vx = malloc(n * sizeof(double));
    s->vy = malloc(n * sizeof(double));
    double *x = s->x, *y = s->y, *vx = s->vx, *vy = s->vy;
    for (int i = 0; i < n; i++) {
        x[i] = (double)(i % 500) / 500.0;
        y[i] = (double)(i % 300) / 300.0;
        vx[i] = 0.01 * (double)(i % 7 - 3);
        vy[i] = 0.01 * (double)(i % 5 - 2);
    }
}

static void swarm_move(struct swarm *s, double dt)
{
    int n = s->n;
    double *restrict x = s->x, *restrict y = s->y;
    const double *restrict vx = s->vx, *restrict vy = s->vy;
    for (int i = 0; i < n; i++) {
        x[i] += vx[i] * dt;
        y[i] += vy[i] * dt;
    }
}

static void swarm_bounce(struct swarm *s)
{
    for (int i = 0; i < s->n; i++) {
        if (s->x[i] < 0.0 || s->x[i] > 1.0)
            s->vx[i] = -s->vx[i];
        if (s->y[i] < 0.0 || s->y[i] > 1.0)
            s->vy[i] = -s->vy[i];
    }
}

int main(void)
{
    struct swarm s;
    swarm_init(&s, 250000);
    for (int t = 0; t < 20; t++) {
        swarm_move(&s, 0.5);
        swarm_bounce(&s);
    }
    double sx = 0.0, sy = 0.0;
    for (int i = 0; i < s.n; i++) {
        sx += s.x[i];
        sy += s.y[i];
    }
    printf("sx %.6e sy %.6e\n", sx, sy);
    free(s.x);
    free(s.y);
    free(s.vx);
    free(s.vy);
    return 0;
}
