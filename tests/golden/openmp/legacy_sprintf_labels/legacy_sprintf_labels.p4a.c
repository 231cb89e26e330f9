#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static char lab[20000][24];
static double score[20000];

static int cmp_lab(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 20000; i++) {
        score[i] = (double)(i * 7919 % 1000) / 10.0;
        score[i] = score[i] * score[i] / 100.0;
    }
    for (int i = 0; i < 20000; i++) {
        snprintf(lab[i], sizeof lab[i], "s%05d-%c", (int)score[i], 'a' + i % 4);
    }
    qsort(lab, 20000, sizeof lab[0], cmp_lab);
    int distinct = 1;
    size_t total = strlen(lab[0]);
    for (int i = 1; i < 20000; i++) {
        if (strcmp(lab[i], lab[i - 1]) != 0) {
            distinct++;
        }
        total += strlen(lab[i]);
    }
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 20000; i++) {
        s += score[i];
    }
    printf("distinct %d chars %zu first %s last %s s %.6e\n", distinct, total, lab[0],
        lab[20000 - 1], s);
    return 0;
}
