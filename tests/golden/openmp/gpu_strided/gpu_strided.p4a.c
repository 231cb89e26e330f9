#include <stdio.h>
static int a[90001], b[90001], d[90001];
static double c[90001], g[300][200];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 90001; i++) {
        a[i] = -1;
        b[i] = -2;
        c[i] = 0.5;
        d[i] = i;
    }
    #pragma omp parallel for
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 200; j++) {
            g[i][j] = -1.0;
        }
    }
    #pragma omp parallel for
    for (int i = 1; i < 90001; i += 3) {
        a[i] = i * 2 + 1;
    }
    #pragma omp parallel for
    for (int i = 90001 - 1; i >= 0; i -= 2) {
        b[i] = i / 2 - 7;
    }
    #pragma omp parallel for
    for (int i = 90001 - 1; i >= 0; i--) {
        c[i] = i * 0.001 + a[i];
    }
    #pragma omp parallel for
    for (int i = 2; i < 300; i += 2) {
        for (int j = 200 - 1; j >= 3; j -= 3) {
            g[i][j] = i * 0.5 + j * 0.25;
        }
    }
    #pragma omp parallel for
    for (int i = 90001 - 2; i > 100; i -= 4) {
        d[i] = d[i] * 3 - a[i];
    }
    long sa = 0, sb = 0, sd = 0;
    double sc = 0, sg = 0;
    #pragma omp parallel for reduction(+:sa, sb, sc, sd)
    for (int i = 0; i < 90001; i++) {
        sa += (long)a[i] * (i % 7 + 1);
        sb += (long)b[i] * (i % 5 + 1);
        sd += (long)d[i] * (i % 3 + 1);
        sc += c[i];
    }
    #pragma omp parallel for reduction(+:sg)
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 200; j++) {
            sg += g[i][j] * (j % 4 + 1);
        }
    }
    printf("a %ld b %ld d %ld\n", sa, sb, sd);
    printf("c %.12e g %.12e\n", sc, sg);
    printf("probe %d %d %d %d %d %d\n", a[0], a[1], a[90001 - 2], b[90001 - 1], b[90001 - 2],
        d[90001 - 2]);
    return 0;
}
