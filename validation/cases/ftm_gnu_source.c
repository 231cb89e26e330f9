/* A feature-test macro before the includes: _GNU_SOURCE makes <string.h> declare
 * strcasestr and memmem, which return pointers, and <stdlib.h> the GNU typedef
 * comparison_fn_t. p4a's output must define it again before its own includes:
 * without it the output does not compile (comparison_fn_t), and strcasestr would be
 * implicitly declared, its pointer cut to an int. The text lives in a buffer of
 * 1 MiB, which malloc maps above the first 4 GiB, so a cut pointer would crash. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 100000
#define TEXT (1 << 20)

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    char *text = malloc(TEXT);
    double *v = malloc(N * sizeof *v);
    if (!text || !v)
        return 1;
    for (int i = 0; i < TEXT - 1; i++)
        text[i] = (char)('a' + (i * 7) % 26);
    text[TEXT - 1] = '\0';
    memcpy(text + 654321, "Hello World", 11);
    char *hit = strcasestr(text, "hello WORLD");
    char *word = memmem(text, TEXT - 1, "World", 5);
    long at = hit ? (long)(hit - text) : -1;
    long word_at = word ? (long)(word - text) : -1;
    printf("strcasestr at %ld, memmem at %ld\n", at, word_at);
    if (at < 0)
        return 2;
    for (int i = 0; i < N; i++)
        v[i] = (double)((i * 37) % 1001) * 0.5 + hit[i % 11];
    comparison_fn_t order = by_value;
    qsort(v, N, sizeof *v, order);
    double sum = 0.0;
    for (int i = 0; i < N; i++)
        sum += v[i] * (double)(i % 7);
    printf("min %.1f max %.1f checksum %.1f\n", v[0], v[N - 1], sum);
    free(v);
    free(text);
    return 0;
}
