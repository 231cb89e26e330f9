#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    double *prev = malloc(200000 * sizeof *prev);
    double *cur = malloc(200000 * sizeof *cur);
    double *next = malloc(200000 * sizeof *next);
    if (!prev || !cur || !next) {
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < 200000; i++) {
        prev[i] = i % 9 * 0.5;
        cur[i] = i % 5 * 0.25;
        next[i] = 0;
    }
    #pragma omp parallel
    for (int t = 0; t < 6; t++) {
        #pragma omp for
        for (int i = 0; i < 200000 - 1; i++) {
            next[i] = 0.5 * prev[i + 1] + 0.25 * cur[i] + 1.0;
        }
        #pragma omp master
        {
            double *tmp = prev;
            prev = cur;
            cur = next;
            next = tmp;
        }
        #pragma omp barrier
    }
    double s = 0;
    for (int i = 0; i < 200000; i++) {
        s = s * 0.999 + cur[i] + 0.5 * next[i];
    }
    printf("%.12e\n", s);
    return 0;
}
