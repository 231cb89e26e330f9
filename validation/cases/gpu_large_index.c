/* Linearised subscripts i*m + j whose value reaches about 16 million (rows and
 * row length both about 4000, products well under 2^31) on a 16 MB calloc'ed
 * byte buffer: every 16th row written in full, a band of the last 64 columns
 * written in every row, a column-major pass j*rows + i over a few columns,
 * and a long-typed index (long)i*m + j. Untouched bytes stay zero. The sizes
 * are #define constants so that the subscripts are affine. */
#include <stdio.h>
#include <stdlib.h>

#define ROWS 4096
#define M 4000

int main(void)
{
    unsigned char *a = calloc((size_t)ROWS * M, 1);
    unsigned short *cm = calloc((size_t)ROWS * 64, sizeof *cm);
    if (!a || !cm)
        return 1;
    for (int i = 0; i < ROWS; i += 16)
        for (int j = 0; j < M; j++)
            a[i * M + j] = (unsigned char)(i / 16 + j);
    for (int i = 0; i < ROWS; i++)
        for (int j = M - 64; j < M; j++)
            a[i * M + j] = (unsigned char)(a[i * M + j] + i * 3 + j);
    for (int j = 0; j < 64; j++)
        for (int i = 0; i < ROWS; i++)
            cm[j * ROWS + i] = (unsigned short)(a[i * M + M - 1 - j] * 100 + i % 97);
    for (int i = 1; i < ROWS; i += 64)
        for (long j = 0; j < M; j += 2)
            a[(long)i * M + j] = (unsigned char)(200 + (i >> 6) + j % 50);
    unsigned long s1 = 0, s2 = 0, s3 = 0, s4 = 0, zeros = 0;
    for (int i = 0; i < ROWS; i += 16)
        for (int j = 0; j < M - 64; j++)
            s1 += (unsigned long)a[i * M + j] * (j % 5 + 1);
    for (int i = 0; i < ROWS; i++)
        for (int j = M - 64; j < M; j++)
            s2 += (unsigned long)a[i * M + j] * (i % 3 + 1);
    for (int k = 0; k < ROWS * 64; k++)
        s3 += (unsigned long)cm[k] * (k % 7 + 1);
    for (int i = 1; i < ROWS; i += 64)
        for (int j = 0; j < M - 64; j++)
            s4 += a[i * M + j];
    for (int i = 2; i < ROWS; i += 16)
        for (int j = 0; j < M; j += 13)
            zeros += a[i * M + j] == 0;
    printf("rows %d m %d last index %d\n", ROWS, M, (ROWS - 1) * M + M - 1);
    printf("%lu %lu %lu %lu zeros %lu\n", s1, s2, s3, s4, zeros);
    printf("probe %d %d %d\n", a[(ROWS - 16) * M + 5], a[(ROWS - 1) * M + M - 1], cm[63 * ROWS + ROWS - 1]);
    free(a);
    free(cm);
    return 0;
}
