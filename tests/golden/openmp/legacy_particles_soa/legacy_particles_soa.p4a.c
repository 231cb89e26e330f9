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
    #pragma omp parallel for
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
    if (n >= 5556) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            x[i] += vx[i] * dt;
            y[i] += vy[i] * dt;
        }
    } else {
        for (int i = 0; i < n; i++) {
            x[i] += vx[i] * dt;
            y[i] += vy[i] * dt;
        }
    }
}

static void swarm_bounce(struct swarm *s)
{
    int p4a_s_n = s->n;
    double *p4a_s_y = s->y;
    double *p4a_s_vy = s->vy;
    double *p4a_s_x = s->x;
    double *p4a_s_vx = s->vx;
    if (p4a_s_n >= 2632) {
        #pragma omp parallel for
        for (int i = 0; i < p4a_s_n; i++) {
            if (p4a_s_x[i] < 0.0 || p4a_s_x[i] > 1.0) {
                p4a_s_vx[i] = -p4a_s_vx[i];
            }
            if (p4a_s_y[i] < 0.0 || p4a_s_y[i] > 1.0) {
                p4a_s_vy[i] = -p4a_s_vy[i];
            }
        }
    } else {
        for (int i = 0; i < p4a_s_n; i++) {
            if (p4a_s_x[i] < 0.0 || p4a_s_x[i] > 1.0) {
                p4a_s_vx[i] = -p4a_s_vx[i];
            }
            if (p4a_s_y[i] < 0.0 || p4a_s_y[i] > 1.0) {
                p4a_s_vy[i] = -p4a_s_vy[i];
            }
        }
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
    int p4a_s_n_1 = s.n;
    double *p4a_s_y_1 = s.y;
    double *p4a_s_x_1 = s.x;
    if (p4a_s_n_1 >= 10000) {
        #pragma omp parallel for reduction(+:sx, sy)
        for (int i = 0; i < p4a_s_n_1; i++) {
            sx += p4a_s_x_1[i];
            sy += p4a_s_y_1[i];
        }
    } else {
        for (int i = 0; i < p4a_s_n_1; i++) {
            sx += p4a_s_x_1[i];
            sy += p4a_s_y_1[i];
        }
    }
    printf("sx %.6e sy %.6e\n", sx, sy);
    free(s.x);
    free(s.y);
    free(s.vx);
    free(s.vy);
    return 0;
}
