#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    unsigned char *a = calloc((size_t)4096 * 4000, 1);
    unsigned short *cm = calloc((size_t)4096 * 64, sizeof *cm);
    if (!a || !cm) {
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < 4096; i += 16) {
        for (int j = 0; j < 4000; j++) {
            a[i * 4000 + j] = (unsigned char)(i / 16 + j);
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 4096; i++) {
        for (int j = 4000 - 64; j < 4000; j++) {
            a[i * 4000 + j] = (unsigned char)(a[i * 4000 + j] + i * 3 + j);
        }
    }
    #pragma omp parallel for
    for (int j = 0; j < 64; j++) {
        for (int i = 0; i < 4096; i++) {
            cm[j * 4096 + i] = (unsigned short)(a[i * 4000 + 4000 - 1 - j] * 100 + i % 97);
        }
    }
    #pragma omp parallel for
    for (int i = 1; i < 4096; i += 64) {
        for (long j = 0; j < 4000; j += 2) {
            a[(long)i * 4000 + j] = (unsigned char)(200 + (i >> 6) + j % 50);
        }
    }
    unsigned long s1 = 0, s2 = 0, s3 = 0, s4 = 0, zeros = 0;
    #pragma omp parallel for reduction(+:s1)
    for (int i = 0; i < 4096; i += 16) {
        for (int j = 0; j < 4000 - 64; j++) {
            s1 += (unsigned long)a[i * 4000 + j] * (j % 5 + 1);
        }
    }
    #pragma omp parallel for reduction(+:s2)
    for (int i = 0; i < 4096; i++) {
        for (int j = 4000 - 64; j < 4000; j++) {
            s2 += (unsigned long)a[i * 4000 + j] * (i % 3 + 1);
        }
    }
    #pragma omp parallel for reduction(+:s3)
    for (int k = 0; k < 4096 * 64; k++) {
        s3 += (unsigned long)cm[k] * (k % 7 + 1);
    }
    #pragma omp parallel for reduction(+:s4)
    for (int i = 1; i < 4096; i += 64) {
        for (int j = 0; j < 4000 - 64; j++) {
            s4 += a[i * 4000 + j];
        }
    }
    #pragma omp parallel for reduction(+:zeros)
    for (int i = 2; i < 4096; i += 16) {
        for (int j = 0; j < 4000; j += 13) {
            zeros += a[i * 4000 + j] == 0;
        }
    }
    printf("rows %d m %d last index %d\n", 4096, 4000, (4096 - 1) * 4000 + 4000 - 1);
    printf("%lu %lu %lu %lu zeros %lu\n", s1, s2, s3, s4, zeros);
    printf("probe %d %d %d\n", a[(4096 - 16) * 4000 + 5], a[(4096 - 1) * 4000 + 4000 - 1],
        cm[63 * 4096 + 4096 - 1]);
    free(a);
    free(cm);
    return 0;
}
