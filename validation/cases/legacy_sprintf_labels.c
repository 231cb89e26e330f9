/* Strings built after numeric loops: a parallel loop computes scores, then labels are
   written with snprintf into rows of a `char lab[N][24]` table, sorted with qsort and
   strcmp, and the distinct ones counted. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 20000

static char lab[N][24];
static double score[N];

static int cmp_lab(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        score[i] = (double)((i * 7919) % 1000) / 10.0;
    for (int i = 0; i < N; i++)
        score[i] = score[i] * score[i] / 100.0;
    for (int i = 0; i < N; i++)
        snprintf(lab[i], sizeof lab[i], "s%05d-%c", (int)score[i], 'a' + i % 4);
    qsort(lab, N, sizeof lab[0], cmp_lab);
    int distinct = 1;
    size_t total = strlen(lab[0]);
    for (int i = 1; i < N; i++) {
        if (strcmp(lab[i], lab[i - 1]) != 0)
            distinct++;
        total += strlen(lab[i]);
    }
    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += score[i];
    printf("distinct %d chars %zu first %s last %s s %.6e\n", distinct, total, lab[0], lab[N - 1], s);
    return 0;
}
