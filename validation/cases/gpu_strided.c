/* Strided and downward loops: i += 3 from 1, i -= 2 from the top, a plain
 * downward loop i--, a 2-D nest with a stride in each dimension, and a
 * downward loop with stride 4 ending at a nonzero bound. The elements the loops
 * skip keep their initial values. */
#include <stdio.h>

#define N 90001
#define R 300
#define C 200

static int a[N], b[N], d[N];
static double c[N], g[R][C];

int main(void)
{
    for (int i = 0; i < N; i++) {
        a[i] = -1;
        b[i] = -2;
        c[i] = 0.5;
        d[i] = i;
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            g[i][j] = -1.0;
    for (int i = 1; i < N; i += 3)
        a[i] = i * 2 + 1;
    for (int i = N - 1; i >= 0; i -= 2)
        b[i] = i / 2 - 7;
    for (int i = N - 1; i >= 0; i--)
        c[i] = i * 0.001 + a[i];
    for (int i = 2; i < R; i += 2)
        for (int j = C - 1; j >= 3; j -= 3)
            g[i][j] = i * 0.5 + j * 0.25;
    for (int i = N - 2; i > 100; i -= 4)
        d[i] = d[i] * 3 - a[i];
    long sa = 0, sb = 0, sd = 0;
    double sc = 0, sg = 0;
    for (int i = 0; i < N; i++) {
        sa += (long)a[i] * (i % 7 + 1);
        sb += (long)b[i] * (i % 5 + 1);
        sd += (long)d[i] * (i % 3 + 1);
        sc += c[i];
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            sg += g[i][j] * (j % 4 + 1);
    printf("a %ld b %ld d %ld\n", sa, sb, sd);
    printf("c %.12e g %.12e\n", sc, sg);
    printf("probe %d %d %d %d %d %d\n", a[0], a[1], a[N - 2], b[N - 1], b[N - 2], d[N - 2]);
    return 0;
}
