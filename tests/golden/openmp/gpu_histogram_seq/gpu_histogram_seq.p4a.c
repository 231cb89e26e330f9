#include <stdio.h>
static int key[60000], perm[60000], sorted[60000], pos[64];
static double w[60000], v[60000], out[60000];
static long h[64];
static double hw[64];

int main(void)
{
    for (int b = 0; b < 64; b++) {
        h[b] = 0;
        hw[b] = 0;
    }
    #pragma omp parallel for reduction(+:h, hw)
    for (int i = 0; i < 60000; i++) {
        key[i] = (int)((unsigned int)i * 2654435761u >> 26);
        w[i] = i % 10 * 0.5 + 0.25;
        v[i] = i * 0.001;
        h[key[i]]++;
        hw[key[i]] += w[i];
    }
    #pragma omp parallel for
    for (int i = 0; i < 60000; i++) {
        perm[i] = (int)((long)i * 7919 % 60000);
    }
    for (int i = 0; i < 60000; i++) {
        out[perm[i]] = v[i] * 2.0 + key[i];
    }
    pos[0] = 0;
    for (int b = 1; b < 64; b++) {
        pos[b] = pos[b - 1] + (int)h[b - 1];
    }
    for (int i = 0; i < 60000; i++) {
        sorted[pos[key[i]]++] = i;
    }
    long sh = 0, ss = 0;
    double shw = 0, sv = 0;
    for (int b = 0; b < 64; b++) {
        sh += h[b] * (b + 1);
        shw += hw[b] * (b % 3 + 1);
    }
    #pragma omp parallel for reduction(+:ss, sv)
    for (int i = 0; i < 60000; i++) {
        v[i] = out[i] + key[sorted[i]];
        ss += (long)sorted[i] * (i % 7 + 1);
        sv += v[i] * (i % 5 + 1);
    }
    printf("hist %ld weighted %.12e\n", sh, shw);
    printf("sorted %ld v %.12e\n", ss, sv);
    printf("bins %ld %ld %ld pos %d\n", h[0], h[31], h[63], pos[64 - 1]);
    return 0;
}
