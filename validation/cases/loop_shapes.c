/* Loop headers of many shapes, for loop normalisation: decreasing loops,
 * strides of 2, 3 and -4, non-zero and negative lower bounds, <= and != and >
 * conditions, bounds depending on outer indices (triangular, trapezoidal),
 * unsigned and long and char indices, an index modified in the body, a loop
 * whose bound changes inside it, loops with empty bodies computing a value,
 * a loop over a pointer range, and while loops equivalent to for loops. */
#include <stdio.h>

#define N 100

static int a[N][N];
static double v[N];

int main(void)
{
    long h = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            a[i][j] = (i * 3 + j) % 10;
    for (int i = N - 1; i >= 0; i--) h += a[i][N - 1 - i] * i;
    for (int i = 0; i < N; i += 2) h += a[i][i];
    for (int i = 1; i <= N - 1; i += 3) h += a[i][0] * 2;
    for (int i = N - 1; i > 0; i -= 4) h += a[0][i];
    for (int i = -10; i < 10; i++) h += i * i * a[i + 10][5];
    for (int i = 5; i != 55; i += 5) h += a[i][i / 5];
    for (int i = 0; i < N; i++)
        for (int j = i; j < N; j++) h += a[i][j] & 1;
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= i / 2; j++) h += a[j][i];
    for (int i = 10; i < 40; i++)
        for (int j = i - 10; j < i + 10 && j < N; j++) h += a[i][j] ^ 3;
    for (unsigned u = 0; u < 50u; u++) h += a[u][u * 2 % N];
    for (unsigned u = 20; u-- > 0;) h += a[u][u];            /* unsigned countdown */
    for (long l = 0; l < 10000L; l += 97) h += a[l % N][(l / 97) % N];
    for (char c = 'a'; c <= 'z'; c++) h += c;
    for (short s = 0; s < 30; s += 7) h += s;
    int i = 0;
    while (i < N) {
        h += a[i][3];
        i += a[i][3] + 1;                                     /* data-dependent stride */
    }
    for (int k = 0; k < N; k++) {
        if (a[k][k] == 9) k += 3;                             /* index changed in the body */
        h += k;
    }
    int bound = N;
    for (int k = 0; k < bound; k++) if (a[k][0] == 7) bound--; /* bound changed in the body */
    h += bound;
    int first;
    for (first = 0; first < N && a[first][1] != 5; first++)
        ;                                                     /* empty body */
    h += first;
    for (int k = 0; k < N; k++) v[k] = k * 0.5;
    double s = 0;
    for (double *p = v; p < v + N; p += 3) s += *p;
    for (double x = 0.0; x < 2.0; x += 0.25) s += x;          /* floating-point loop variable */
    int j = 0;
    do h += a[j][j]; while (++j < 10);
    int k = 0, m = N;
    while (k < m) { h += a[k][m - 1]; k++; m--; }
    for (int p = 0, q = N - 1; p < q; p++, q--) h += a[p][q] - a[q][p];
    printf("h %ld s %.6e\n", h, s);
    return 0;
}
