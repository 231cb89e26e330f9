#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    double *prev = malloc(100000 * sizeof *prev);
    double *cur = malloc(100000 * sizeof *cur);
    double *next = malloc(100000 * sizeof *next);
    FILE *ck = tmpfile();
    if (!prev || !cur || !next || !ck) {
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        prev[i] = i > 100000 / 3 && i < 100000 / 2 ? 1.0 : 0.0;
        cur[i] = prev[i];
        next[i] = 0;
    }
    #pragma omp parallel
    for (int t = 1; t <= 40; t++) {
        #pragma omp for
        for (int i = 1; i < 100000 - 1; i++) {
            next[i] = 2 * cur[i] - prev[i] + 0.2 * (cur[i - 1] - 2 * cur[i] + cur[i + 1]);
        }
        #pragma omp master
        {
            double *tmp = prev;
            prev = cur;
            cur = next;
            next = tmp;
            if (t % 8 == 0) {
                fwrite(cur, sizeof *cur, 100000, ck);
            }
        }
        #pragma omp barrier
    }
    rewind(ck);
    double *buf = malloc(100000 * sizeof *buf);
    for (int c = 0; c < 40 / 8; c++) {
        if (fread(buf, sizeof *buf, 100000, ck) != 100000) {
            return 2;
        }
        double s = 0;
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < 100000; i++) {
            s += buf[i] * (i % 5);
        }
        printf("checkpoint %d: %.10e\n", c, s);
    }
    printf("%.10e\n", cur[100000 / 2]);
    fclose(ck);
    free(prev);
    free(cur);
    free(next);
    free(buf);
    return 0;
}
