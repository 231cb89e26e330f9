#include <stdio.h>
static int key[30000], pos[30000];
static double wgt[30000];
static long h[64], cnt[64];
static double hw[32];

int main(void)
{
    int i;
    int lh[16] = {0};
    #pragma omp parallel for reduction(+:h, hw, lh)
    for (i = 0; i < 30000; i++) {
        key[i] = (int)(((long)i * 7919 + (long)(i / 7) * 31) % 64);
        wgt[i] = 0.5 + (double)(i % 11) * 0.25;
        h[key[i]]++;
        hw[key[i] % 32] += wgt[i];
        lh[(key[i] * 5 + i) & 15] += i % 9;
    }
    for (i = 0; i < 30000; i++) {
        cnt[key[i]] += 1;
        pos[i] = (int)cnt[key[i]];
    }
    long sh = 0, sl = 0, sp = 0;
    double sw = 0;
    for (i = 0; i < 64; i++) {
        sh += h[i] * (i + 1);
    }
    for (i = 0; i < 32; i++) {
        sw += hw[i] * (double)(i + 1);
    }
    for (i = 0; i < 16; i++) {
        sl += (long)lh[i] * (i + 3);
    }
    #pragma omp parallel for reduction(+:sp)
    for (i = 0; i < 30000; i++) {
        sp += (long)pos[i] * (i % 13 + 1);
    }
    printf("h %ld h[5] %ld hw %.12e lh %ld lh[0] %d pos %ld\n", sh, h[5], sw, sl, lh[0], sp);
    return 0;
}
