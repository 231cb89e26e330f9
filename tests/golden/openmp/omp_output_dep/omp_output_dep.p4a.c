#include <stdio.h>
static int a[20000], b[20000], half[20000 / 2], third[20000 / 3 + 1], ring[64], stat[8];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        a[i] = (i * 41 + 17) % 1009;
    }
    for (i = 0; i < 20000; i++) {
        half[i / 2] = a[i] * 3 + i;
    }
    for (i = 0; i < 20000; i++) {
        third[i / 3] = a[i] * 5 - i;
    }
    for (i = 0; i < 20000; i++) {
        ring[i % 64] = a[i] - i;
    }
    #pragma omp parallel for firstprivate(stat) lastprivate(stat)
    for (i = 0; i < 20000; i++) {
        b[i] = a[i] + 1;
        stat[3] = a[i] * 2 + i;
    }
    long sh = 0, st = 0, sr = 0, sb = 0;
    #pragma omp parallel for reduction(+:sh)
    for (i = 0; i < 20000 / 2; i++) {
        sh += (long)half[i] * (i % 13 + 1);
    }
    for (i = 0; i < 20000 / 3 + 1; i++) {
        st += (long)third[i] * (i % 11 + 1);
    }
    for (i = 0; i < 64; i++) {
        sr += (long)ring[i] * (i + 1);
    }
    #pragma omp parallel for reduction(+:sb)
    for (i = 0; i < 20000; i++) {
        sb += b[i];
    }
    printf("half %ld third %ld ring %ld b %ld stat3 %d\n", sh, st, sr, sb, stat[3]);
    printf("ring[0] %d ring[63] %d half[N/4] %d\n", ring[0], ring[63], half[20000 / 4]);
    return 0;
}
