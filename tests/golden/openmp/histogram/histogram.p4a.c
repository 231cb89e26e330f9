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
    {
        h2 = h2 * 3 % 1000003 + hist2[0][0];
        h2 = h2 * 3 % 1000003 + hist2[0][1];
        h2 = h2 * 3 % 1000003 + hist2[0][2];
        h2 = h2 * 3 % 1000003 + hist2[0][3];
        h2 = h2 * 3 % 1000003 + hist2[0][4];
        h2 = h2 * 3 % 1000003 + hist2[0][5];
        h2 = h2 * 3 % 1000003 + hist2[0][6];
        h2 = h2 * 3 % 1000003 + hist2[0][7];
        h2 = h2 * 3 % 1000003 + hist2[1][0];
        h2 = h2 * 3 % 1000003 + hist2[1][1];
        h2 = h2 * 3 % 1000003 + hist2[1][2];
        h2 = h2 * 3 % 1000003 + hist2[1][3];
        h2 = h2 * 3 % 1000003 + hist2[1][4];
        h2 = h2 * 3 % 1000003 + hist2[1][5];
        h2 = h2 * 3 % 1000003 + hist2[1][6];
        h2 = h2 * 3 % 1000003 + hist2[1][7];
        h2 = h2 * 3 % 1000003 + hist2[2][0];
        h2 = h2 * 3 % 1000003 + hist2[2][1];
        h2 = h2 * 3 % 1000003 + hist2[2][2];
        h2 = h2 * 3 % 1000003 + hist2[2][3];
        h2 = h2 * 3 % 1000003 + hist2[2][4];
        h2 = h2 * 3 % 1000003 + hist2[2][5];
        h2 = h2 * 3 % 1000003 + hist2[2][6];
        h2 = h2 * 3 % 1000003 + hist2[2][7];
        h2 = h2 * 3 % 1000003 + hist2[3][0];
        h2 = h2 * 3 % 1000003 + hist2[3][1];
        h2 = h2 * 3 % 1000003 + hist2[3][2];
        h2 = h2 * 3 % 1000003 + hist2[3][3];
        h2 = h2 * 3 % 1000003 + hist2[3][4];
        h2 = h2 * 3 % 1000003 + hist2[3][5];
        h2 = h2 * 3 % 1000003 + hist2[3][6];
        h2 = h2 * 3 % 1000003 + hist2[3][7];
        h2 = h2 * 3 % 1000003 + hist2[4][0];
        h2 = h2 * 3 % 1000003 + hist2[4][1];
        h2 = h2 * 3 % 1000003 + hist2[4][2];
        h2 = h2 * 3 % 1000003 + hist2[4][3];
        h2 = h2 * 3 % 1000003 + hist2[4][4];
        h2 = h2 * 3 % 1000003 + hist2[4][5];
        h2 = h2 * 3 % 1000003 + hist2[4][6];
        h2 = h2 * 3 % 1000003 + hist2[4][7];
        h2 = h2 * 3 % 1000003 + hist2[5][0];
        h2 = h2 * 3 % 1000003 + hist2[5][1];
        h2 = h2 * 3 % 1000003 + hist2[5][2];
        h2 = h2 * 3 % 1000003 + hist2[5][3];
        h2 = h2 * 3 % 1000003 + hist2[5][4];
        h2 = h2 * 3 % 1000003 + hist2[5][5];
        h2 = h2 * 3 % 1000003 + hist2[5][6];
        h2 = h2 * 3 % 1000003 + hist2[5][7];
        h2 = h2 * 3 % 1000003 + hist2[6][0];
        h2 = h2 * 3 % 1000003 + hist2[6][1];
        h2 = h2 * 3 % 1000003 + hist2[6][2];
        h2 = h2 * 3 % 1000003 + hist2[6][3];
        h2 = h2 * 3 % 1000003 + hist2[6][4];
        h2 = h2 * 3 % 1000003 + hist2[6][5];
        h2 = h2 * 3 % 1000003 + hist2[6][6];
        h2 = h2 * 3 % 1000003 + hist2[6][7];
        h2 = h2 * 3 % 1000003 + hist2[7][0];
        h2 = h2 * 3 % 1000003 + hist2[7][1];
        h2 = h2 * 3 % 1000003 + hist2[7][2];
        h2 = h2 * 3 % 1000003 + hist2[7][3];
        h2 = h2 * 3 % 1000003 + hist2[7][4];
        h2 = h2 * 3 % 1000003 + hist2[7][5];
        h2 = h2 * 3 % 1000003 + hist2[7][6];
        h2 = h2 * 3 % 1000003 + hist2[7][7];
    }
    printf("hist %lu weighted %.12e sorted %d first %d last %d\n", hh, ws, ok, sorted[0],
        sorted[4096 - 1]);
    printf("scatter-gather %.12e hist2 %ld\n", cs, h2);
    return 0;
}
