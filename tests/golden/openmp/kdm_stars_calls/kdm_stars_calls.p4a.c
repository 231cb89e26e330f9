#include <stdio.h>
static float p[50000], v[50000];

static void k_vel(int n, float *vel, float *pos)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        vel[i] = vel[i] * 0.99f + 0.01f * (pos[i] - 3.0f);
    }
}

static void k_pos(int n, float *pos, float *vel)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        pos[i] = pos[i] + vel[i];
    }
}

static void iteration(int n, float *pos, float *vel)
{
    k_vel(n, vel, pos);
    k_pos(n, pos, vel);
}

int main(void)
{
    unsigned int seed = 7;
    for (int i = 0; i < 50000; i++) {
        seed = seed * 1103515245u + 12345u;
        p[i] = (float)((seed >> 16) % 13);
        v[i] = 0.0f;
    }
    for (int t = 0; t < 15; t++) {
        iteration(50000, p, v);
    }
    double s = 0;
    for (int i = 0; i < 50000; i++) {
        s = s * 0.5 + p[i];
        if (i % 5000 == 0) {
            printf("p[%d] = %.5f\n", i, p[i]);
        }
    }
    printf("%.6f\n", s);
    return 0;
}
