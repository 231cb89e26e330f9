#include <stdio.h>
#include <stdlib.h>

static size_t len(const char *s)
{
    const char *p = s;
    while (*p) {
        p++;
    }
    return p - s;
}

static long vowels(const char *s)
{
    long v = 0;
    for (const char *p = s; *p; p += 1) {
        v += *p == 'a' || *p == 'e' || *p == 'i' || *p == 'o' || *p == 'u';
    }
    return v;
}

int main(void)
{
    int n = 200000;
    char *text = malloc(n + 1);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        text[i] = (char)('a' + i * 7 % 26);
    }
    text[n] = 0;
    printf("strlen %zu\n", len(text));
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        text[i] = (char)('a' + (i * 11 + 3) % 26);
    }
    printf("vowels %ld\n", vowels(text));
    printf("strlen %zu\n", len(text + 5));
    free(text);
    return 0;
}
