/* Local arrays. A scratch row double t[16] declared in the loop body is fully
 * written and then read in each iteration: private, the outer loop is
 * parallel. A small int window declared at function scope that carries values
 * from earlier iterations (a sliding window of the last four inputs) makes its
 * loop sequential. */
#include <stdio.h>

#define N 8000
#define W 16

static double a[N], b[N];
static int v[N], out[N];

int main(void)
{
    int i, k;
    for (i = 0; i < N; i++) {
        a[i] = 0.5 + (double)((i * 19 + 5) % 37) * 0.0625;
        v[i] = (i * 29 + 3) % 71;
    }
    for (i = 0; i < N; i++) {
        double t[W];
        for (k = 0; k < W; k++)
            t[k] = a[i] * (double)(k + 1) + (double)(i % (k + 2));
        double s = 0.0;
        for (k = 0; k < W; k++)
            s += t[k] * t[W - 1 - k];
        b[i] = s;
    }
    int win[4] = {0, 0, 0, 0};
    for (i = 0; i < N; i++) {
        win[i % 4] = v[i];
        out[i] = win[0] + 2 * win[1] + 3 * win[2] + 4 * win[3];
    }
    double sb = 0;
    long so = 0;
    for (i = 0; i < N; i++) {
        sb += b[i] * (double)(i % 3 + 1);
        so += (long)out[i] * (i % 11 + 1);
    }
    printf("b %.12e out %ld win %d %d %d %d\n", sb, so, win[0], win[1], win[2], win[3]);
    return 0;
}
