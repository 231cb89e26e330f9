#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static u_int32_t h[100000];

int main(void)
{
    char *text = malloc(1 << 20);
    if (!text) {
        return 1;
    }
    srandom(2024);
    for (int i = 0; i < 100000; i++) {
        h[i] = (u_int32_t)random();
    }
    u_int32_t mix = 0;
    #pragma omp parallel for reduction(^:mix)
    for (int i = 0; i < 100000; i++) {
        h[i] = (h[i] ^ h[i] >> 13) * 2654435761u;
        mix ^= h[i];
    }
    memset(text, 'x', (1 << 20) - 1);
    text[(1 << 20) - 1] = '\0';
    for (int i = 1000; i < (1 << 20) - 1; i += 1000) {
        text[i] = ',';
    }
    char *cursor = text;
    int fields = 0;
    long field_sum = 0;
    for (char *f = strsep(&cursor, ","); f; f = strsep(&cursor, ",")) {
        fields++;
        field_sum += (long)strlen(f);
    }
    printf("mix %u, %d fields of %ld bytes\n", (unsigned int)mix, fields, field_sum);
    free(text);
    return 0;
}
