#include <stdio.h>
#include <stdlib.h>
static int v[20000], w[20000];
static double a[20000], b[20000];

static int find_first(const int *x, int n, int key)
{
    int i;
    for (i = 0; i < n; i++) {
        if (x[i] == key) {
            return i;
        }
    }
    return -1;
}

int main(void)
{
    int i;
    #pragma omp parallel for lastprivate(i)
    for (i = 0; i < 20000; i++) {
        v[i] = (i * 71 + 13) % 10007;
        a[i] = (double)(i % 97) * 0.5;
    }
    int pos = -1;
    for (i = 0; i < 20000; i++) {
        if (v[i] == 4242) {
            pos = i;
            break;
        }
    }
    int f1 = find_first(v, 20000, 777), f2 = find_first(v, 20000, -5);
    for (i = 0; i < 20000; i++) {
        if (a[i] < 0.0) {
            fprintf(stderr, "negative input at %d\n", i);
            exit(1);
        }
        b[i] = a[i] * 0.5 + 1.0;
    }
    long s = 0;
    for (i = 0; i < 20000; i++) {
        if (v[i] > 10000) {
            goto done;
        }
        s += v[i];
    }
done:
    {
        #pragma omp parallel for lastprivate(i)
        for (i = 0; i < 20000; i++) {
            w[i] = v[i] % 100 + i;
        }
    }
    double sb = 0;
    long sw = 0;
    #pragma omp parallel for lastprivate(i) reduction(+:sb, sw)
    for (i = 0; i < 20000; i++) {
        sb += b[i];
        sw += w[i];
    }
    printf("pos %d f1 %d f2 %d s %ld i %d b %.12e w %ld\n", pos, f1, f2, s, i, sb, sw);
    return 0;
}
