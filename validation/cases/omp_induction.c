/* Induction variables incremented by a constant in every iteration and used as
 * an index: k += 2 (b[k] = a[i]), a decreasing j-- (reversal), and m = m + 3
 * feeding two stores. After substitution (k = 2*i, ...) the loops are
 * parallel; the final values are printed. A linearised 2-D copy with p++ in
 * the inner loop is left to p4a (no expectation). */
#include <stdio.h>

#define N 20000
#define R 100
#define C 120

static int a[N], b[2 * N], rev[N], tri[3 * N + 3], mat[R][C], flat[R * C];

int main(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        a[i] = (i * 53 + 29) % 1013;
    for (i = 0; i < 2 * N; i++)
        b[i] = -1;
    int k = 0;
    for (i = 0; i < N; i++) {
        b[k] = a[i];
        k += 2;
    }
    int jj = N - 1;
    for (i = 0; i < N; i++) {
        rev[jj] = a[i] + i;
        jj--;
    }
    int m = 1;
    for (i = 0; i < N; i++) {
        tri[m] = a[i];
        tri[m + 1] = a[i] * 2;
        m = m + 3;
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            mat[i][j] = (i * 7 + j * 3) % 50;
    int p = 0;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            flat[p] = mat[i][j] + i;
            p++;
        }
    long sb = 0, sr = 0, st = 0, sf = 0;
    for (i = 0; i < 2 * N; i++)
        sb += (long)b[i] * (i % 5 + 1);
    for (i = 0; i < N; i++)
        sr += (long)rev[i] * (i % 7 + 1);
    for (i = 0; i < 3 * N + 3; i++)
        st += (long)tri[i] * (i % 3 + 1);
    for (i = 0; i < R * C; i++)
        sf += (long)flat[i] * (i % 9 + 1);
    printf("k %d jj %d m %d p %d\n", k, jj, m, p);
    printf("b %ld rev %ld tri %ld flat %ld\n", sb, sr, st, sf);
    return 0;
}
