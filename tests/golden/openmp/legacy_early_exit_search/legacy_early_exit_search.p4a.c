#include <stdio.h>
#include <stdlib.h>

static int find_first_above(int n, const double *a, double thr)
{
    for (int i = 0; i < n; i++) {
        if (a[i] > thr) {
            return i;
        }
    }
    return -1;
}

int main(void)
{
    int n = 500000;
    double *a = malloc(n * sizeof *a);
    int *mark = malloc(n * sizeof *mark);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        a[i] = (double)((long long)i * 7919 % 100003) / 100003.0;
    }
    int first = find_first_above(n, a, 0.99995);
    int stop = n;
    for (int i = 0; i < n; i++) {
        if (a[i] > 0.99999) {
            stop = i;
            break;
        }
        a[i] = a[i] * 0.5 + 0.25;
    }
    long cnt = 0;
    double s = 0.0;
    #pragma omp parallel for reduction(+:cnt, s)
    for (int i = 0; i < n; i++) {
        mark[i] = 0;
        if (a[i] <= 0.7) {
            mark[i] = 1;
        }
        cnt += mark[i];
        s += a[i];
    }
    printf("first %d stop %d cnt %ld s %.6e\n", first, stop, cnt, s);
    free(a);
    free(mark);
    return 0;
}
