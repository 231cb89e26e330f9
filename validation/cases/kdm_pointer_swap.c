/* Heat equation with two heap buffers swapped by pointer each step, the step
 * in a function with restrict parameters: both blocks go up once before the
 * time loop (the rows any of the pointers touches), whichever block the
 * pointers hold, and the current one comes back once. */
#include <stdio.h>
#include <stdlib.h>
#define N 40000
#define T 11
static void step(int n, double *restrict out, const double *restrict in)
{
    for (int i = 1; i < n - 1; i++)
        out[i] = in[i] + 0.25 * (in[i - 1] - 2 * in[i] + in[i + 1]);
}
int main(void)
{
    double *cur = malloc(N * sizeof *cur);
    double *nxt = malloc(N * sizeof *nxt);
    unsigned seed = 43;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        cur[i] = (seed >> 16) % 50;
        nxt[i] = cur[i];
    }
    for (int t = 0; t < T; t++) {
        step(N, nxt, cur);
        double *tmp = cur;
        cur = nxt;
        nxt = tmp;
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + cur[i];
    printf("%.9f %.9f\n", s, cur[N / 3]);
    free(cur);
    free(nxt);
    return 0;
}
