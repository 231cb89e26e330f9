/* A three-level rotation with a slip: `next = prev` after `prev = cur` leaves `next` and
 * `prev` on the same block, so from the second step on the update reads `prev[i + 1]`
 * where it writes `next[i]`, the same memory: the loop must stay sequential (run in
 * parallel, a thread would read elements another thread already overwrote). The loop
 * before the first rotation is the same shape; the pointers are the same names, so it
 * too stays sequential (the group is refused for the whole function). */
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
        prev = cur;
        cur = next;
        next = prev;
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.999 + cur[i] + 0.5 * next[i];
    printf("%.12e\n", s);
    return 0;
}
