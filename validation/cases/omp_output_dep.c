/* Output dependences: several iterations write the same element and the last
 * writer must win. half[i/2] is written by iterations 2k and 2k+1, third[i/3]
 * by 3k, 3k+1 and 3k+2, ring[i%64] by every 64th iteration, stat[3] by all of
 * them. Only the last may run in parallel (stat is firstprivate and lastprivate:
 * every iteration writes the same element). An ordinary elementwise loop beside
 * them is parallel. */
#include <stdio.h>

#define N 20000

static int a[N], b[N], half[N / 2], third[N / 3 + 1], ring[64], stat[8];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        a[i] = (i * 41 + 17) % 1009;
    for (i = 0; i < N; i++)
        half[i / 2] = a[i] * 3 + i;
    for (i = 0; i < N; i++)
        third[i / 3] = a[i] * 5 - i;
    for (i = 0; i < N; i++)
        ring[i % 64] = a[i] - i;
    for (i = 0; i < N; i++) {
        b[i] = a[i] + 1;
        stat[3] = a[i] * 2 + i;
    }
    long sh = 0, st = 0, sr = 0, sb = 0;
    for (i = 0; i < N / 2; i++)
        sh += (long)half[i] * (i % 13 + 1);
    for (i = 0; i < N / 3 + 1; i++)
        st += (long)third[i] * (i % 11 + 1);
    for (i = 0; i < 64; i++)
        sr += (long)ring[i] * (i + 1);
    for (i = 0; i < N; i++)
        sb += b[i];
    printf("half %ld third %ld ring %ld b %ld stat3 %d\n", sh, st, sr, sb, stat[3]);
    printf("ring[0] %d ring[63] %d half[N/4] %d\n", ring[0], ring[63], half[N / 4]);
    return 0;
}
