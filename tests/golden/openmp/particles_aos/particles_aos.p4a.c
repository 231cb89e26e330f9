#include <stdio.h>
struct particle {
    double x, y, vx, vy;
    int cell;
    float charge;
};
static struct particle p[2000];
static int occupancy[16 * 16];
static double cellv[16 * 16];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 2000; i++) {
        p[i].x = (double)(i * 7919 % 1000) / 1000.0;
        p[i].y = (double)(i * 104729 % 1000) / 1000.0;
        p[i].vx = (i % 13 - 6) * 0.002;
        p[i].vy = (i % 7 - 3) * 0.003;
        p[i].charge = i % 2 ? 1.0f : -0.5f;
    }
    const double dt = 0.5, g = -0.0004, drag = 0.995;
    int bounces = 0;
    for (int s = 0; s < 25; s++) {
        for (int i = 0; i < 2000; i++) {
            p[i].vy += g * dt;
            p[i].vx *= drag;
            p[i].vy *= drag;
            p[i].x += p[i].vx * dt;
            p[i].y += p[i].vy * dt;
        }
        for (int i = 0; i < 2000; i++) {
            struct particle *q = &p[i];
            if (q->x < 0) {
                q->x = -q->x;
                q->vx = -q->vx;
                bounces++;
            }
            if (q->x > 1) {
                q->x = 2 - q->x;
                q->vx = -q->vx;
                bounces++;
            }
            if (q->y < 0) {
                q->y = -q->y;
                q->vy = -q->vy;
                bounces++;
            }
            if (q->y > 1) {
                q->y = 2 - q->y;
                q->vy = -q->vy;
                bounces++;
            }
        }
    }
    for (int c = 0; c < 16 * 16; c++) {
        occupancy[c] = 0;
        cellv[c] = 0;
    }
    #pragma omp parallel for reduction(+:cellv, occupancy)
    for (int i = 0; i < 2000; i++) {
        {
            int cx = (int)(p[i].x * 16), cy = (int)(p[i].y * 16);
            if (cx >= 16) {
                cx = 16 - 1;
            }
            if (cy >= 16) {
                cy = 16 - 1;
            }
            p[i].cell = cy * 16 + cx;
        }
        occupancy[p[i].cell]++;
        cellv[p[i].cell] += p[i].vx * p[i].vx + p[i].vy * p[i].vy;
    }
    double avg = 0, ke = 0, qx = 0;
    int occupied = 0, maxocc = 0;
    for (int c = 0; c < 16 * 16; c++) {
        if (occupancy[c]) {
            occupied++;
            avg += cellv[c] / occupancy[c];
            if (occupancy[c] > maxocc) {
                maxocc = occupancy[c];
            }
        }
    }
    for (int i = 0; i < 2000; i++) {
        ke += 0.5 * (p[i].vx * p[i].vx + p[i].vy * p[i].vy);
        qx += p[i].charge * p[i].x;
    }
    printf("bounces %d occupied %d max %d avg %.12e ke %.12e qx %.12e\n", bounces, occupied, maxocc,
        avg, ke, qx);
    return 0;
}
