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
        t[i][0] = (unsigned char)(i % 251 + 0);
        st += (unsigned long)t[i][0] * 1;
        t[i][1] = (unsigned char)(i % 251 + 3);
        st += (unsigned long)t[i][1] * 2;
        t[i][2] = (unsigned char)(i % 251 + 6);
        st += (unsigned long)t[i][2] * 3;
        t[i][3] = (unsigned char)(i % 251 + 9);
        st += (unsigned long)t[i][3] * 4;
        t[i][4] = (unsigned char)(i % 251 + 12);
        st += (unsigned long)t[i][4] * 5;
        t[i][5] = (unsigned char)(i % 251 + 15);
        st += (unsigned long)t[i][5] * 6;
        t[i][6] = (unsigned char)(i % 251 + 18);
        st += (unsigned long)t[i][6] * 7;
        t[i][7] = (unsigned char)(i % 251 + 21);
        st += (unsigned long)t[i][7] * 8;
    }
    #pragma omp parallel for reduction(+:sv)
    for (int i = 0; i < 100000; i++) {
        v[i][0][0] = (unsigned char)((i >> 4) + 0 + 0);
        sv += (unsigned long)v[i][0][0] * 1;
        v[i][0][1] = (unsigned char)((i >> 4) + 0 + 1);
        sv += (unsigned long)v[i][0][1] * 2;
        v[i][0][2] = (unsigned char)((i >> 4) + 0 + 2);
        sv += (unsigned long)v[i][0][2] * 3;
        v[i][0][3] = (unsigned char)((i >> 4) + 0 + 3);
        sv += (unsigned long)v[i][0][3] * 4;
        v[i][1][0] = (unsigned char)((i >> 4) + 5 + 0);
        sv += (unsigned long)v[i][1][0] * 1;
        v[i][1][1] = (unsigned char)((i >> 4) + 5 + 1);
        sv += (unsigned long)v[i][1][1] * 2;
        v[i][1][2] = (unsigned char)((i >> 4) + 5 + 2);
        sv += (unsigned long)v[i][1][2] * 3;
        v[i][1][3] = (unsigned char)((i >> 4) + 5 + 3);
        sv += (unsigned long)v[i][1][3] * 4;
        v[i][2][0] = (unsigned char)((i >> 4) + 10 + 0);
        sv += (unsigned long)v[i][2][0] * 1;
        v[i][2][1] = (unsigned char)((i >> 4) + 10 + 1);
        sv += (unsigned long)v[i][2][1] * 2;
        v[i][2][2] = (unsigned char)((i >> 4) + 10 + 2);
        sv += (unsigned long)v[i][2][2] * 3;
        v[i][2][3] = (unsigned char)((i >> 4) + 10 + 3);
        sv += (unsigned long)v[i][2][3] * 4;
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
