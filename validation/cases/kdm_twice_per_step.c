/* The time step calls the same kernel-launching function twice: nothing may be
 * uploaded after a call that leaves the arrays newer on the device (thesis
 * Test K3); still one upload per array and one download. */
#include <stdio.h>
#define N 40000
#define T 9
static double p[N], v[N];
static void kick(int n, double *vel, const double *pos)
{
    for (int i = 0; i < n; i++)
        vel[i] = 0.5 * vel[i] + 0.001 * pos[i];
}
static void drift(int n, double *pos, const double *vel)
{
    for (int i = 0; i < n; i++)
        pos[i] += vel[i];
}
static void step(int n, double *pos, double *vel)
{
    kick(n, vel, pos);
    drift(n, pos, vel);
}
int main(void)
{
    unsigned seed = 3;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        p[i] = (seed >> 16) % 101;
        v[i] = 1.0;
    }
    for (int t = 0; t < T; t++) {
        step(N, p, v);
        step(N, p, v);
    }
    double s = 0;
    for (int i = 0; i < N; i++) {
        s = s * 0.75 + p[i];
        if (i % 4000 == 0)
            printf("%d %.9e\n", i, p[i]);
    }
    printf("%.9e\n", s);
    return 0;
}
