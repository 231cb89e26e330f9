#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
    int n = 400000;
    char *text = malloc(n + 1);
    int *val = malloc(n * sizeof *val);
    static const char alpha[] = "abcde";
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        int r = (i * 7 + i / 13) % 11;
        text[i] = r == 0 ? ' ' : alpha[r % 5];
    }
    text[n] = '\0';
    long vsum = 0;
    #pragma omp parallel for reduction(+:vsum)
    for (int i = 0; i < n; i++) {
        val[i] = text[i] == ' ' ? 0 : text[i] - 'a' + 1;
        vsum += val[i];
    }
    int words = 0, same = 0, longest = 0;
    char prev[64] = "";
    for (char *tok = strtok(text, " "); tok; tok = strtok((void *)0, " ")) {
        int len = (int)strlen(tok);
        if (len > longest) {
            longest = len;
        }
        if (len < 64) {
            if (strcmp(tok, prev) == 0) {
                same++;
            }
            strcpy(prev, tok);
        }
        words++;
    }
    char line[128];
    sprintf(line, "words=%d same=%d longest=%d vsum=%ld", words, same, longest, vsum);
    printf("%s (%zu chars)\n", line, strlen(line));
    free(text);
    free(val);
    return 0;
}
