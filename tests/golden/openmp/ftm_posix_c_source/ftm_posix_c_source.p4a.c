#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
    char *text = malloc(1 << 20);
    int *lengths = malloc(50000 * sizeof *lengths);
    long *scaled = malloc(50000 * sizeof *scaled);
    if (!text || !lengths || !scaled) {
        return 1;
    }
    int pos = 0;
    for (int w = 0; pos < (1 << 20) - 16; w++) {
        int len = 1 + w * 5 % 9;
        for (int k = 0; k < len; k++) {
            text[pos++] = (char)('a' + (w + k) % 26);
        }
        text[pos++] = ' ';
    }
    text[pos] = '\0';
    ssize_t total = (ssize_t)strnlen(text, 1 << 20);
    int n_words = 0;
    char *rest = (void *)0;
    for (char *w = strtok_r(text, " ", &rest); w && n_words < 50000; w = strtok_r((void *)0, " ",
        &rest)) {
        lengths[n_words++] = (int)strnlen(w, 16);
    }
    if (n_words >= 5556) {
        #pragma omp parallel for
        for (int i = 0; i < n_words; i++) {
            scaled[i] = (long)lengths[i] * lengths[i] + i % 3;
        }
    } else {
        for (int i = 0; i < n_words; i++) {
            scaled[i] = (long)lengths[i] * lengths[i] + i % 3;
        }
    }
    long sum = 0;
    if (n_words >= 16667) {
        #pragma omp parallel for reduction(+:sum)
        for (int i = 0; i < n_words; i++) {
            sum += scaled[i];
        }
    } else {
        for (int i = 0; i < n_words; i++) {
            sum += scaled[i];
        }
    }
    printf("text %zd bytes, %d words, checksum %ld, stdout is fd %d\n", total, n_words, sum,
        fileno(stdout));
    free(scaled);
    free(lengths);
    free(text);
    return 0;
}
