/* Early exits: a search that returns from inside its loop and a loop with `break` on
   the first match stay sequential; the loops without early exits are parallel. (A loop
   with `continue` fused with the sums is loopgen-findings/legacy-002.c.) */
#include <stdio.h>
#include <stdlib.h>

static int find_first_above(int n, const double *a, double thr)
{
    for (int i = 0; i < n; i++)
        if (a[i] > thr)
            return i;
    return -1;
}

int main(void)
{
    int n = 500000;
    double *a = malloc(n * sizeof *a);
    int *mark = malloc(n * sizeof *mark);
    for (int i = 0; i < n; i++)
        a[i] = (double)(((long long)i * 7919) % 100003) / 100003.0;
    int first = find_first_above(n, a, 0.99995);
    int stop = n;
    for (int i = 0; i < n; i++) {
        if (a[i] > 0.99999) {
            stop = i;
            break;
        }
        a[i] = a[i] * 0.5 + 0.25;
    }
    for (int i = 0; i < n; i++) {
        mark[i] = 0;
        if (a[i] <= 0.7)
            mark[i] = 1;
    }
    long cnt = 0;
    for (int i = 0; i < n; i++)
        cnt += mark[i];
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += a[i];
    printf("first %d stop %d cnt %ld s %.6e\n", first, stop, cnt, s);
    free(a);
    free(mark);
    return 0;
}
