/* Loops with indirect writes that must stay sequential next to kernels: a
 * histogram h[key[i]]++ whose keys come from a kernel, a weighted histogram
 * hw[key[i]] += w[i], a scatter out[perm[i]] = v[i] through a permutation built
 * on the host, and a counting-sort placement with a running cursor. The
 * elementwise loops around them are kernels; their inputs and outputs must flow
 * correctly between the host and the device. */
#include <stdio.h>

#define N 60000
#define B 64

static int key[N], perm[N], sorted[N], pos[B];
static double w[N], v[N], out[N];
static long h[B];
static double hw[B];

int main(void)
{
    for (int i = 0; i < N; i++) {
        key[i] = (int)(((unsigned)i * 2654435761u) >> 26);    /* 0..63 */
        w[i] = (i % 10) * 0.5 + 0.25;
        v[i] = i * 0.001;
    }
    for (int b = 0; b < B; b++) {
        h[b] = 0;
        hw[b] = 0;
    }
    for (int i = 0; i < N; i++)
        h[key[i]]++;
    for (int i = 0; i < N; i++)
        hw[key[i]] += w[i];
    for (int i = 0; i < N; i++)
        perm[i] = (int)(((long)i * 7919) % N);        /* 7919 is prime, coprime with N */
    for (int i = 0; i < N; i++)
        out[perm[i]] = v[i] * 2.0 + key[i];
    pos[0] = 0;
    for (int b = 1; b < B; b++)
        pos[b] = pos[b - 1] + (int)h[b - 1];
    for (int i = 0; i < N; i++)
        sorted[pos[key[i]]++] = i;
    for (int i = 0; i < N; i++)
        v[i] = out[i] + key[sorted[i]];
    long sh = 0, ss = 0;
    double shw = 0, sv = 0;
    for (int b = 0; b < B; b++) {
        sh += h[b] * (b + 1);
        shw += hw[b] * (b % 3 + 1);
    }
    for (int i = 0; i < N; i++) {
        ss += (long)sorted[i] * (i % 7 + 1);
        sv += v[i] * (i % 5 + 1);
    }
    printf("hist %ld weighted %.12e\n", sh, shw);
    printf("sorted %ld v %.12e\n", ss, sv);
    printf("bins %ld %ld %ld pos %d\n", h[0], h[31], h[63], pos[B - 1]);
    return 0;
}
