/* _DEFAULT_SOURCE before the includes, in a strict ISO C build (-std=c11): <stdlib.h>
 * declares srandom and random, <string.h> strsep, and <sys/types.h> u_int32_t only under
 * it. p4a's output must define it again before its own includes: without it the output
 * does not compile (u_int32_t), and strsep, implicitly declared, would return its pointer
 * cut to an int (the text lives in a buffer of 1 MiB, which malloc maps above the first
 * 4 GiB). */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#define N 100000
#define TEXT (1 << 20)

static u_int32_t h[N];

int main(void)
{
    char *text = malloc(TEXT);
    if (!text)
        return 1;
    srandom(2024);
    for (int i = 0; i < N; i++)
        h[i] = (u_int32_t)random();
    for (int i = 0; i < N; i++)
        h[i] = (h[i] ^ (h[i] >> 13)) * 2654435761u;
    u_int32_t mix = 0;
    for (int i = 0; i < N; i++)
        mix ^= h[i];
    memset(text, 'x', TEXT - 1);
    text[TEXT - 1] = '\0';
    for (int i = 1000; i < TEXT - 1; i += 1000)
        text[i] = ',';
    char *cursor = text;
    int fields = 0;
    long field_sum = 0;
    for (char *f = strsep(&cursor, ","); f; f = strsep(&cursor, ",")) {
        fields++;
        field_sum += (long)strlen(f);
    }
    printf("mix %u, %d fields of %ld bytes\n", (unsigned)mix, fields, field_sum);
    free(text);
    return 0;
}
