#include <stdio.h>
static int key[4096], sorted[4096], perm[4096];
static unsigned int hist[64], start[64 + 1];
static double w[4096], whist[64], a[4096], b[4096], c[4096];
static int hist2[8][8];

int main(void)
{
    unsigned int s = 7;
    for (int i = 0; i < 4096; i++) {
        s = s * 1103515245u + 12345u;
        key[i] = (int)((s >> 16) % 64);
        w[i] = 0.5 + i % 10 * 0.1;
        a[i] = i * 0.001;
    }
    for (int i = 0; i < 4096; i++) {
        perm[i] = (int)((long)i * 1031 % 4096);
    }
    for (int k = 0; k < 64; k++) {
        hist[k] = 0;
        whist[k] = 0;
    }
    for (int i = 0; i < 4096; i++) {
        hist[key[i]]++;
        whist[key[i]] += w[i];
    }
    start[0] = 0;
    for (int k = 0; k < 64; k++) {
        start[k + 1] = start[k] + hist[k];
    }
    unsigned int pos[64];
    for (int k = 0; k < 64; k++) {
        pos[k] = start[k];
    }
    for (int i = 0; i < 4096; i++) {
        sorted[pos[key[i]]++] = key[i];
    }
    for (int i = 0; i < 4096; i++) {
        b[perm[i]] = a[i];
    }
    for (int i = 0; i + 1 < 4096; i += 2) {
        hist2[key[i] % 8][key[i + 1] % 8]++;
    }
    unsigned long hh = 0;
    double ws = 0;
    for (int k = 0; k < 64; k++) {
        hh = hh * 31 + hist[k];
        ws += whist[k] * (k + 1);
    }
    int ok = 1;
    for (int i = 1; i < 4096; i++) {
        ok &= sorted[i - 1] <= sorted[i];
    }
    double cs = 0;
    for (int i = 0; i < 4096; i++) {
        c[i] = a[perm[i]] + b[i];
        cs += c[i] * (i % 5 + 1);
    }
    long h2 = 0;
    for (int i = 0; i < 8; i++) {
        for (int j = 0; j < 8; j++) {
            h2 = h2 * 3 % 1000003 + hist2[i][j];
        }
    }
    printf("hist %lu weighted %.12e sorted %d first %d last %d\n", hh, ws, ok, sorted[0],
        sorted[4096 - 1]);
    printf("scatter-gather %.12e hist2 %ld\n", cs, h2);
    return 0;
}
