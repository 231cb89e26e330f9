/* Flow dependences of distance 2 and distance K (a #define), a loop that reads
 * a shifted copy of a different array (no dependence), and a loop writing the
 * first half of an array while reading only its second half: the distance is
 * as large as the trip count, so no iteration reads what another writes. */
#include <stdio.h>

#define N 24000
#define K 7
#define M 12000

static double a[N], b[N], c[N], e[2 * M];
static int w[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        a[i] = 0.5 + (double)((i * 29 + 3) % 61) / 16.0;
        b[i] = (double)((i * 17 + 7) % 43) / 4.0;
        w[i] = (i * 11 + 1) % 23;
    }
    for (i = 0; i < 2 * M; i++)
        e[i] = (double)(i % 19) * 0.125;
    for (i = 2; i < N; i++)
        a[i] = a[i - 2] * 0.75 + b[i];
    for (i = K; i < N; i++)
        w[i] = (w[i - K] * 5 + w[i]) % 10007;
    for (i = 3; i < N - 3; i++)
        c[i] = b[i - 3] + b[i + 3] - a[i];
    for (i = 0; i < M; i++)
        e[i] = e[i + M] * 2.0 + 1.0;
    double sa = 0, sc = 0, se = 0;
    long sw = 0;
    for (i = 0; i < N; i++) {
        sa += a[i] * (i % 3 + 1);
        sc += c[i] * (i % 4 + 1);
        sw += (long)w[i] * (i % 9 + 1);
    }
    for (i = 0; i < 2 * M; i++)
        se += e[i] * (i % 5 + 1);
    printf("a %.12e c %.12e e %.12e\n", sa, sc, se);
    printf("w %ld w[N-1] %d a[N-1] %.12e\n", sw, w[N - 1], a[N - 1]);
    return 0;
}
