/* Reductions into array elements: a global integer histogram h[key[i]]++, a
 * weighted histogram hw[key[i] % 32] += w[i] on doubles, and a histogram into
 * a fixed-size local array. Each loop touches the array only through the same
 * update, so it is parallel. A ranking loop that also reads the count back
 * (pos[i] = ++cnt[key[i]]) stays sequential. */
#include <stdio.h>

#define N 30000
#define B 64

static int key[N], pos[N];
static double wgt[N];
static long h[B], cnt[B];
static double hw[32];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        key[i] = (int)(((long)i * 7919 + (long)(i / 7) * 31) % B);
        wgt[i] = 0.5 + (double)(i % 11) * 0.25;
    }
    for (i = 0; i < N; i++)
        h[key[i]]++;
    for (i = 0; i < N; i++)
        hw[key[i] % 32] += wgt[i];
    int lh[16] = {0};
    for (i = 0; i < N; i++)
        lh[(key[i] * 5 + i) & 15] += i % 9;
    for (i = 0; i < N; i++) {
        cnt[key[i]] += 1;
        pos[i] = (int)cnt[key[i]];
    }
    long sh = 0, sl = 0, sp = 0;
    double sw = 0;
    for (i = 0; i < B; i++)
        sh += h[i] * (i + 1);
    for (i = 0; i < 32; i++)
        sw += hw[i] * (double)(i + 1);
    for (i = 0; i < 16; i++)
        sl += (long)lh[i] * (i + 3);
    for (i = 0; i < N; i++)
        sp += (long)pos[i] * (i % 13 + 1);
    printf("h %ld h[5] %ld hw %.12e lh %ld lh[0] %d pos %ld\n", sh, h[5], sw, sl, lh[0], sp);
    return 0;
}
