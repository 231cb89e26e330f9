/* Checkpoints every K steps: a 1-D wave on two malloc'd levels swapped by pointer each
 * step is written whole to a scratch file every K steps; at the end the checkpoints are
 * read back and checksummed. The levels stay on the device: one download of the
 * current level per checkpoint, and one for the final probe. */
#include <stdio.h>
#include <stdlib.h>

#define N 100000
#define T 40
#define K 8

int main(void)
{
    double *prev = malloc(N * sizeof *prev);
    double *cur = malloc(N * sizeof *cur);
    double *next = malloc(N * sizeof *next);
    FILE *ck = tmpfile();
    if (!prev || !cur || !next || !ck)
        return 1;
    for (int i = 0; i < N; i++) {
        prev[i] = (i > N / 3 && i < N / 2) ? 1.0 : 0.0;
        cur[i] = prev[i];
        next[i] = 0;
    }
    for (int t = 1; t <= T; t++) {
        for (int i = 1; i < N - 1; i++)
            next[i] = 2 * cur[i] - prev[i] + 0.2 * (cur[i - 1] - 2 * cur[i] + cur[i + 1]);
        double *tmp = prev;
        prev = cur;
        cur = next;
        next = tmp;
        if (t % K == 0)
            fwrite(cur, sizeof *cur, N, ck);
    }
    rewind(ck);
    double *buf = malloc(N * sizeof *buf);
    for (int c = 0; c < T / K; c++) {
        if (fread(buf, sizeof *buf, N, ck) != N)
            return 2;
        double s = 0;
        for (int i = 0; i < N; i++)
            s += buf[i] * (i % 5);
        printf("checkpoint %d: %.10e\n", c, s);
    }
    printf("%.10e\n", cur[N / 2]);
    fclose(ck);
    free(prev);
    free(cur);
    free(next);
    free(buf);
    return 0;
}
