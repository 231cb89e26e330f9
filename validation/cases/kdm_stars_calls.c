/* Stars-PM skeleton: the time loop calls iteration(), which calls two
 * functions that each launch a kernel on pointer parameters. The arrays are
 * uploaded once before the time loop (contracts climb the call graph) and the
 * positions come back once for the output. */
#include <stdio.h>
#define N 50000
#define T 15
static float p[N], v[N];
static void k_vel(int n, float *vel, float *pos)
{
    for (int i = 0; i < n; i++)
        vel[i] = vel[i] * 0.99f + 0.01f * (pos[i] - 3.0f);
}
static void k_pos(int n, float *pos, float *vel)
{
    for (int i = 0; i < n; i++)
        pos[i] = pos[i] + vel[i];
}
static void iteration(int n, float *pos, float *vel)
{
    k_vel(n, vel, pos);
    k_pos(n, pos, vel);
}
int main(void)
{
    unsigned seed = 7;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u; /* sequential: the host initialises */
        p[i] = (float)((seed >> 16) % 13);
        v[i] = 0.0f;
    }
    for (int t = 0; t < T; t++)
        iteration(N, p, v);
    double s = 0;
    for (int i = 0; i < N; i++) {
        s = s * 0.5 + p[i];
        if (i % 5000 == 0)
            printf("p[%d] = %.5f\n", i, p[i]);
    }
    printf("%.6f\n", s);
    return 0;
}
