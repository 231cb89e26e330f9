#define _GNU_SOURCE
#define _FILE_OFFSET_BITS 64
typedef double real;
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static real a[100000], b[100000];

int main(void)
{
    unsigned char *text = malloc(1 << 20);
    if (!text) {
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < 1 << 20; i++) {
        text[i] = (unsigned char)(i % 251);
    }
    unsigned char *last = memrchr(text, 7, 1 << 20);
    long at = last ? (long)(last - text) : -1;
    if (at < 0 || at >= 1 << 20) {
        return 2;
    }
    real sum = 0;
    #pragma omp parallel for reduction(+:sum)
    for (int i = 0; i < 100000; i++) {
        a[i] = (real)text[(at - i * 3 + (1 << 20)) % (1 << 20)];
        b[i] = 0.5 * a[i] + (real)(i % 13);
        sum += b[i];
    }
    printf("last 7 at %ld, off_t has %d bytes, checksum %.1f\n", at, (int)sizeof(off_t), sum);
    free(text);
    return 0;
}
