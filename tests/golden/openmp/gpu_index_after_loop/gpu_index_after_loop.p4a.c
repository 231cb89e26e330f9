#include <stdio.h>
static double a[50000], g[200][170];
static int b[50000];

int main(int argc, char **argv)
{
    (void)argv;
    int n = 50000 - 3 + argc;
    int i, j;
    if (n >= 12500) {
        #pragma omp parallel for lastprivate(i)
        for (i = 0; i < n; i++) {
            a[i] = i * 0.25;
        }
    } else {
        for (i = 0; i < n; i++) {
            a[i] = i * 0.25;
        }
    }
    printf("after 1-D: i = %d\n", i);
    if (n >= 29168) {
        #pragma omp parallel for lastprivate(i)
        for (i = 5; i < n; i += 7) {
            b[i] = i * 3 ^ i >> 2 ^ i << 1 ^ i % 11 ^ i / 13;
        }
    } else {
        for (i = 5; i < n; i += 7) {
            b[i] = i * 3 ^ i >> 2 ^ i << 1 ^ i % 11 ^ i / 13;
        }
    }
    printf("after stride 7: i = %d\n", i);
    if (n >= 10000) {
        #pragma omp parallel for lastprivate(i)
        for (i = n - 1; i >= 0; i--) {
            a[i] = a[i] + 1.0;
        }
    } else {
        for (i = n - 1; i >= 0; i--) {
            a[i] = a[i] + 1.0;
        }
    }
    printf("after downward: i = %d\n", i);
    #pragma omp parallel for lastprivate(i, j)
    for (i = 0; i < 200; i++) {
        for (j = 0; j < 170; j++) {
            g[i][j] = i + j * 0.5;
        }
    }
    printf("after 2-D: i = %d j = %d\n", i, j);
    unsigned int u;
    if ((unsigned int)n >= 40000) {
        #pragma omp parallel for lastprivate(u)
        for (u = 3; u < (unsigned int)n; u += 4) {
            b[u] = b[u] + 2;
        }
    } else {
        for (u = 3; u < (unsigned int)n; u += 4) {
            b[u] = b[u] + 2;
        }
    }
    printf("after unsigned: u = %u\n", u);
    long k;
    #pragma omp parallel for lastprivate(k)
    for (k = 10; k <= 40000; k += 3) {
        a[k] = a[k] * 2.0;
    }
    printf("after long: k = %ld\n", k);
    double sa = 0, sg = 0;
    long sb = 0;
    #pragma omp parallel for reduction(+:sa, sb)
    for (int t = 0; t < 50000; t++) {
        sa += a[t];
        sb += b[t];
    }
    #pragma omp parallel for reduction(+:sg)
    for (int t = 0; t < 200; t++) {
        for (int s = 0; s < 170; s++) {
            sg += g[t][s];
        }
    }
    printf("a %.12e b %ld g %.12e\n", sa, sb, sg);
    printf("i + j used: %.12e\n", g[i - 1][j - 1] + a[i + j]);
    return 0;
}
