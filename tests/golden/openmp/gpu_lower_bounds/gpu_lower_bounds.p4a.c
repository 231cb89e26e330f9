#include <stdio.h>
#include <stdlib.h>
static double a[40000], b[40000 + 20], g[180][150], h[180][150];

int main(int argc, char **argv)
{
    (void)argv;
    int off = 1000 + 3 * argc;
    #pragma omp parallel for
    for (int i = 0; i < 40000 + 20; i++) {
        b[i] = -1.0;
    }
    #pragma omp parallel for
    for (int i = 1; i <= 40000; i++) {
        a[i - 1] = i * 0.5;
        b[i - 1 + 3] = a[i - 1] * 2.0 + (i + 16);
    }
    #pragma omp parallel for
    for (int i = 0; i < 180; i++) {
        for (int j = 0; j < 150; j++) {
            g[i][j] = h[i][j] = 0.25;
        }
    }
    #pragma omp parallel for
    for (int i = 1; i <= 180; i++) {
        for (int j = 2; j <= 150 + 1; j++) {
            g[i - 1][j - 2] = i * 1.5 - j;
        }
    }
    #pragma omp parallel for
    for (int i = 1; i < 180; i++) {
        for (int j = 1; j < 150; j++) {
            h[i][j] = g[i - 1][j - 1] + g[i][j] * 0.5;
        }
    }
    if (40000 - off >= 6250) {
        #pragma omp parallel for
        for (int i = off; i < 40000; i++) {
            b[i] = a[i] + a[i - off] * 0.125;
        }
    } else {
        for (int i = off; i < 40000; i++) {
            b[i] = a[i] + a[i - off] * 0.125;
        }
    }
    double sa = 0, sb = 0, sg = 0, sh = 0;
    #pragma omp parallel for reduction(+:sa)
    for (int i = 0; i < 40000; i++) {
        sa += a[i] * (i % 3 + 1);
    }
    #pragma omp parallel for reduction(+:sb)
    for (int i = 0; i < 40000 + 20; i++) {
        sb += b[i];
    }
    #pragma omp parallel for reduction(+:sg, sh)
    for (int i = 0; i < 180; i++) {
        for (int j = 0; j < 150; j++) {
            sg += g[i][j] * (i % 2 + 1);
            sh += h[i][j] * (j % 3 + 1);
        }
    }
    printf("a %.12e b %.12e\n", sa, sb);
    printf("g %.12e h %.12e\n", sg, sh);
    printf("probe %.12e %.12e %.12e %.12e\n", b[off], b[2], b[40000 + 2], h[1][1]);
    return 0;
}
