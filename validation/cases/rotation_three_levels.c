/* A three-level rotation done right (tmp = prev; prev = cur; cur = next; next = tmp):
 * the three pointers hold distinct malloc blocks between rotations, so the update loop,
 * which reads prev[i + 1] and writes next[i], is parallel. */
#include <stdio.h>
#include <stdlib.h>
#define N 200000
#define T 6
int main(void)
{
    double *prev = malloc(N * sizeof *prev);
    double *cur = malloc(N * sizeof *cur);
    double *next = malloc(N * sizeof *next);
    if (!prev || !cur || !next)
        return 1;
    for (int i = 0; i < N; i++) {
        prev[i] = (i % 9) * 0.5;
        cur[i] = (i % 5) * 0.25;
        next[i] = 0;
    }
    for (int t = 0; t < T; t++) {
        for (int i = 0; i < N - 1; i++)
            next[i] = 0.5 * prev[i + 1] + 0.25 * cur[i] + 1.0;
        double *tmp = prev;
        prev = cur;
        cur = next;
        next = tmp;
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.999 + cur[i] + 0.5 * next[i];
    printf("%.12e\n", s);
    return 0;
}
