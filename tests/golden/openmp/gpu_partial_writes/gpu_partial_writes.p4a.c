#include <stdio.h>
static int a[80000];
static double b[80000], c[80000];
static double g[220][200];
static long m[220][200];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 80000; i++) {
        a[i] = -i;
        b[i] = i * 0.5;
        c[i] = 1.0 + i % 9;
    }
    #pragma omp parallel for
    for (int i = 0; i < 220; i++) {
        for (int j = 0; j < 200; j++) {
            g[i][j] = 1000.0 + i - j;
            m[i][j] = 7L * i + j;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 80000; i += 2) {
        a[i] = i * 3 + 1;
    }
    #pragma omp parallel for
    for (int i = 80000 / 2; i < 80000; i++) {
        b[i] = b[i] * 2.0 - c[i];
    }
    #pragma omp parallel for
    for (int i = 1; i < 220 - 1; i++) {
        for (int j = 1; j < 200 - 1; j++) {
            g[i][j] = i * j % 13 * 0.25;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 220; i++) {
        for (int j = 50; j < 90; j++) {
            m[i][j] = -m[i][j] * 3;
        }
    }
    long sa = 0, sm = 0;
    double sb = 0, sc = 0, sg = 0, border = 0;
    #pragma omp parallel for reduction(+:sa, sb, sc)
    for (int i = 0; i < 80000; i++) {
        if (i % 3 == 1) {
            c[i] = c[i] * 0.5 + b[i];
        }
        sa += (long)a[i] * (i % 5 + 1);
        sb += b[i];
        sc += c[i] * (i % 2 + 1);
    }
    #pragma omp parallel for reduction(+:border, sg, sm)
    for (int i = 0; i < 220; i++) {
        for (int j = 0; j < 200; j++) {
            sg += g[i][j] * (j % 3 + 1);
            sm += m[i][j] * (i % 4 + 1);
            if (i == 0 || j == 0 || i == 220 - 1 || j == 200 - 1) {
                border += g[i][j];
            }
        }
    }
    printf("a %ld odd %d %d even %d\n", sa, a[1], a[80000 - 1], a[80000 - 2]);
    printf("b %.12e c %.12e\n", sb, sc);
    printf("g %.12e border %.12e m %ld\n", sg, border, sm);
    printf("probe %.12e %.12e %ld %ld\n", b[80000 / 2 - 1], g[0][5], m[3][49], m[3][50]);
    return 0;
}
