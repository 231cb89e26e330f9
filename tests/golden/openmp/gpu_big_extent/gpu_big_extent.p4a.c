#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    unsigned char *a = malloc(3000000), *b = malloc(3000000);
    signed char *c = malloc(3000000);
    unsigned char (*t)[8] = malloc(sizeof(unsigned char[300000][8]));
    unsigned char (*v)[3][4] = malloc(sizeof(unsigned char[100000][3][4]));
    unsigned long sa = 0, sb = 0, st = 0, sv = 0, h = 0;
    long sc = 0;
    #pragma omp parallel for reduction(+:sa, sb, sc)
    for (int i = 0; i < 3000000; i++) {
        a[i] = (unsigned char)(i * 7 + (i >> 8));
        b[i] = (unsigned char)(a[i] ^ i >> 12);
        c[i] = (signed char)((a[i] + b[i]) % 200 - 100);
        sa += a[i];
        sb += (unsigned long)b[i] * ((i & 3) + 1);
        sc += c[i];
    }
    for (int i = 0; i < 3000000; i += 4099) {
        h = h * 131 + a[i] + b[i] + (unsigned char)c[i];
    }
    #pragma omp parallel for reduction(+:st)
    for (int i = 0; i < 300000; i++) {
        for (int j = 0; j < 8; j++) {
            t[i][j] = (unsigned char)(i % 251 + j * 3);
            st += (unsigned long)t[i][j] * (j + 1);
        }
    }
    #pragma omp parallel for reduction(+:sv)
    for (int i = 0; i < 100000; i++) {
        for (int j = 0; j < 3; j++) {
            for (int k = 0; k < 4; k++) {
                v[i][j][k] = (unsigned char)((i >> 4) + j * 5 + k);
                sv += (unsigned long)v[i][j][k] * (k + 1);
            }
        }
    }
    printf("a %lu b %lu c %ld\n", sa, sb, sc);
    printf("t %lu v %lu hash %lu\n", st, sv, h);
    printf("last %d %d %d %d %d\n", a[3000000 - 1], b[3000000 - 1], c[3000000 - 1],
        t[300000 - 1][8 - 1], v[100000 - 1][2][3]);
    free(a);
    free(b);
    free(c);
    free(t);
    free(v);
    return 0;
}
