/* Loop indices declared outside the loop and used after it: the final value
 * of i after a parallel 1-D loop (n), after a strided loop (first value past
 * the end), after a downward loop (-1), and of both indices of a 2-D nest
 * (inner index from the last outer iteration). The values printed must be
 * those of sequential execution. */
#include <stdio.h>

#define N 50000
#define R 200
#define C 170

static double a[N], g[R][C];
static int b[N];

int main(int argc, char **argv)
{
    (void)argv;
    int n = N - 3 + argc;                /* 49998 */
    int i, j;
    for (i = 0; i < n; i++)
        a[i] = i * 0.25;
    printf("after 1-D: i = %d\n", i);
    for (i = 5; i < n; i += 7)
        b[i] = (i * 3) ^ (i >> 2) ^ (i << 1) ^ (i % 11) ^ (i / 13);
    printf("after stride 7: i = %d\n", i);
    for (i = n - 1; i >= 0; i--)
        a[i] = a[i] + 1.0;
    printf("after downward: i = %d\n", i);
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            g[i][j] = i + j * 0.5;
    printf("after 2-D: i = %d j = %d\n", i, j);
    unsigned u;
    for (u = 3; u < (unsigned)n; u += 4)
        b[u] = b[u] + 2;
    printf("after unsigned: u = %u\n", u);
    long k;
    for (k = 10; k <= 40000; k += 3)
        a[k] = a[k] * 2.0;
    printf("after long: k = %ld\n", k);
    double sa = 0, sg = 0;
    long sb = 0;
    for (int t = 0; t < N; t++) {
        sa += a[t];
        sb += b[t];
    }
    for (int t = 0; t < R; t++)
        for (int s = 0; s < C; s++)
            sg += g[t][s];
    printf("a %.12e b %ld g %.12e\n", sa, sb, sg);
    printf("i + j used: %.12e\n", g[i - 1][j - 1] + a[i + j]);
    return 0;
}
