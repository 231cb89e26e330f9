/* Indirect writes: a histogram of integer keys (h[key[i]]++), a weighted
 * histogram with doubles, counting sort built from a histogram and its prefix
 * sum, a scatter through a permutation (b[p[i]] = a[i]), a gather
 * (c[i] = a[q[i]]), and a 2-D histogram of pairs. */
#include <stdio.h>

#define N 4096
#define BINS 64

static int key[N], sorted[N], perm[N];
static unsigned hist[BINS], start[BINS + 1];
static double w[N], whist[BINS], a[N], b[N], c[N];
static int hist2[8][8];

int main(void)
{
    unsigned s = 7;
    for (int i = 0; i < N; i++) {
        s = s * 1103515245u + 12345u;
        key[i] = (int)((s >> 16) % BINS);
        w[i] = 0.5 + (i % 10) * 0.1;
        a[i] = i * 0.001;
    }
    for (int i = 0; i < N; i++) perm[i] = (int)(((long)i * 1031) % N);   /* 1031 is odd and prime: a permutation */

    for (int k = 0; k < BINS; k++) { hist[k] = 0; whist[k] = 0; }
    for (int i = 0; i < N; i++) hist[key[i]]++;
    for (int i = 0; i < N; i++) whist[key[i]] += w[i];

    start[0] = 0;
    for (int k = 0; k < BINS; k++) start[k + 1] = start[k] + hist[k];
    unsigned pos[BINS];
    for (int k = 0; k < BINS; k++) pos[k] = start[k];
    for (int i = 0; i < N; i++) sorted[pos[key[i]]++] = key[i];

    for (int i = 0; i < N; i++) b[perm[i]] = a[i];          /* scatter */
    for (int i = 0; i < N; i++) c[i] = a[perm[i]] + b[i];   /* gather */

    for (int i = 0; i + 1 < N; i += 2) hist2[key[i] % 8][key[i + 1] % 8]++;

    unsigned long hh = 0;
    double ws = 0;
    for (int k = 0; k < BINS; k++) { hh = hh * 31 + hist[k]; ws += whist[k] * (k + 1); }
    int ok = 1;
    for (int i = 1; i < N; i++) ok &= sorted[i - 1] <= sorted[i];
    double cs = 0;
    for (int i = 0; i < N; i++) cs += c[i] * ((i % 5) + 1);
    long h2 = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) h2 = h2 * 3 % 1000003 + hist2[i][j];
    printf("hist %lu weighted %.12e sorted %d first %d last %d\n", hh, ws, ok, sorted[0], sorted[N - 1]);
    printf("scatter-gather %.12e hist2 %ld\n", cs, h2);
    return 0;
}
