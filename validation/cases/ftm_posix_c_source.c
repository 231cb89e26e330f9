/* _POSIX_C_SOURCE 200809L before the includes, in a strict ISO C build (-std=c11, where
 * <stdio.h> and <string.h> declare nothing of POSIX by themselves): ssize_t, strnlen,
 * strtok_r and fileno must stay declared in p4a's output. Without the macro the output
 * does not compile (ssize_t), and strtok_r, implicitly declared, would return its
 * pointer cut to an int: the text lives in a buffer of 1 MiB, which malloc maps above
 * the first 4 GiB. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 50000
#define TEXT (1 << 20)

int main(void)
{
    char *text = malloc(TEXT);
    int *lengths = malloc(N * sizeof *lengths);
    long *scaled = malloc(N * sizeof *scaled);
    if (!text || !lengths || !scaled)
        return 1;
    /* Words of 1 to 9 letters separated by one space. */
    int pos = 0;
    for (int w = 0; pos < TEXT - 16; w++) {
        int len = 1 + (w * 5) % 9;
        for (int k = 0; k < len; k++)
            text[pos++] = (char)('a' + (w + k) % 26);
        text[pos++] = ' ';
    }
    text[pos] = '\0';
    ssize_t total = (ssize_t)strnlen(text, TEXT);
    int n_words = 0;
    char *rest = NULL;
    for (char *w = strtok_r(text, " ", &rest); w && n_words < N; w = strtok_r(NULL, " ", &rest))
        lengths[n_words++] = (int)strnlen(w, 16);
    for (int i = 0; i < n_words; i++)
        scaled[i] = (long)lengths[i] * lengths[i] + i % 3;
    long sum = 0;
    for (int i = 0; i < n_words; i++)
        sum += scaled[i];
    printf("text %zd bytes, %d words, checksum %ld, stdout is fd %d\n", total, n_words, sum,
           fileno(stdout));
    free(scaled);
    free(lengths);
    free(text);
    return 0;
}
