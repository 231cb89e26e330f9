/* Iteration spaces larger than one grid dimension usually allows: a 1-D loop of
 * 3,000,000 iterations over char arrays, a tall 2-D nest of 300,000 rows by 8
 * columns (the outer loop is the grid's second dimension), and a 3-D nest of
 * 100,000 x 3 x 4. Memory stays under 12 MB. */
#include <stdio.h>
#include <stdlib.h>

#define N 3000000
#define ROWS 300000
#define COLS 8
#define P 100000

int main(void)
{
    unsigned char *a = malloc(N), *b = malloc(N);
    signed char *c = malloc(N);
    unsigned char (*t)[COLS] = malloc(sizeof(unsigned char[ROWS][COLS]));
    unsigned char (*v)[3][4] = malloc(sizeof(unsigned char[P][3][4]));
    for (int i = 0; i < N; i++)
        a[i] = (unsigned char)(i * 7 + (i >> 8));
    for (int i = 0; i < N; i++)
        b[i] = (unsigned char)(a[i] ^ (i >> 12));
    for (int i = 0; i < N; i++)
        c[i] = (signed char)((a[i] + b[i]) % 200 - 100);
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++)
            t[i][j] = (unsigned char)(i % 251 + j * 3);
    for (int i = 0; i < P; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 4; k++)
                v[i][j][k] = (unsigned char)((i >> 4) + j * 5 + k);
    unsigned long sa = 0, sb = 0, st = 0, sv = 0, h = 0;
    long sc = 0;
    for (int i = 0; i < N; i++) {
        sa += a[i];
        sb += (unsigned long)b[i] * ((i & 3) + 1);
        sc += c[i];
    }
    for (int i = 0; i < N; i += 4099)
        h = h * 131 + a[i] + b[i] + (unsigned char)c[i];
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++)
            st += (unsigned long)t[i][j] * (j + 1);
    for (int i = 0; i < P; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 4; k++)
                sv += (unsigned long)v[i][j][k] * (k + 1);
    printf("a %lu b %lu c %ld\n", sa, sb, sc);
    printf("t %lu v %lu hash %lu\n", st, sv, h);
    printf("last %d %d %d %d %d\n", a[N - 1], b[N - 1], c[N - 1], t[ROWS - 1][COLS - 1], v[P - 1][2][3]);
    free(a); free(b); free(c); free(t); free(v);
    return 0;
}
