#include <stdio.h>
#include <stdlib.h>

static void step(int n, double *restrict out, const double *restrict in)
{
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        out[i] = in[i] + 0.25 * (in[i - 1] - 2 * in[i] + in[i + 1]);
    }
}

int main(void)
{
    double *cur = malloc(40000 * sizeof *cur);
    double *nxt = malloc(40000 * sizeof *nxt);
    unsigned int seed = 43;
    for (int i = 0; i < 40000; i++) {
        seed = seed * 1103515245u + 12345u;
        cur[i] = (seed >> 16) % 50;
        nxt[i] = cur[i];
    }
    for (int t = 0; t < 11; t++) {
        step(40000, nxt, cur);
        double *tmp = cur;
        cur = nxt;
        nxt = tmp;
    }
    double s = 0;
    for (int i = 0; i < 40000; i++) {
        s = s * 0.5 + cur[i];
    }
    printf("%.9f %.9f\n", s, cur[40000 / 3]);
    free(cur);
    free(nxt);
    return 0;
}
