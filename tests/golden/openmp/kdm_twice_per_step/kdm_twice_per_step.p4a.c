#include <stdio.h>
static double p[40000], v[40000];

static void kick(int n, double *vel, const double *pos)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        vel[i] = 0.5 * vel[i] + 0.001 * pos[i];
    }
}

static void drift(int n, double *pos, const double *vel)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        pos[i] += vel[i];
    }
}

static void step(int n, double *pos, double *vel)
{
    kick(n, vel, pos);
    drift(n, pos, vel);
}

int main(void)
{
    unsigned int seed = 3;
    for (int i = 0; i < 40000; i++) {
        seed = seed * 1103515245u + 12345u;
        p[i] = (seed >> 16) % 101;
        v[i] = 1.0;
    }
    for (int t = 0; t < 9; t++) {
        step(40000, p, v);
        step(40000, p, v);
    }
    double s = 0;
    for (int i = 0; i < 40000; i++) {
        s = s * 0.75 + p[i];
        if (i % 4000 == 0) {
            printf("%d %.9e\n", i, p[i]);
        }
    }
    printf("%.9e\n", s);
    return 0;
}
