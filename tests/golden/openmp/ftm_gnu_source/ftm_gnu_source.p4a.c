#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    char *text = malloc(1 << 20);
    double *v = malloc(100000 * sizeof *v);
    if (!text || !v) {
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < (1 << 20) - 1; i++) {
        text[i] = (char)('a' + i * 7 % 26);
    }
    text[(1 << 20) - 1] = '\0';
    memcpy(text + 654321, "Hello World", 11);
    char *hit = strcasestr(text, "hello WORLD");
    char *word = memmem(text, (1 << 20) - 1, "World", 5);
    long at = hit ? (long)(hit - text) : -1;
    long word_at = word ? (long)(word - text) : -1;
    printf("strcasestr at %ld, memmem at %ld\n", at, word_at);
    if (at < 0) {
        return 2;
    }
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        v[i] = (double)(i * 37 % 1001) * 0.5 + hit[i % 11];
    }
    comparison_fn_t order = by_value;
    qsort(v, 100000, sizeof *v, order);
    double sum = 0.0;
    #pragma omp parallel for reduction(+:sum)
    for (int i = 0; i < 100000; i++) {
        sum += v[i] * (double)(i % 7);
    }
    printf("min %.1f max %.1f checksum %.1f\n", v[0], v[100000 - 1], sum);
    free(v);
    free(text);
    return 0;
}
