/* Temporaries that are written before they are read in every iteration and
 * are dead after the loop, so each thread can have its own copy: a scalar
 * declared at function scope, one declared in the body, a swap through a
 * temporary, and a temporary in the body of a 2-D nest. All parallel. */
#include <stdio.h>

#define N 20000
#define R 100
#define C 100

static double a[N], b[N], c[N], m[R][C];
static int p[N], q[N];

int main(void)
{
    int i, j;
    double t;
    int tmp;
    for (i = 0; i < N; i++) {
        a[i] = (double)((i * 17 + 3) % 53) * 0.125;
        p[i] = i % 101;
        q[i] = (i * 3) % 89;
    }
    for (i = 0; i < N; i++) {
        t = a[i] * a[i];
        b[i] = t + 1.0 / (1.0 + t);
    }
    for (i = 0; i < N; i++) {
        double u = a[i] - 1.0;
        c[i] = u * u * u + b[i];
    }
    for (i = 0; i < N; i++) {
        tmp = p[i];
        p[i] = q[i];
        q[i] = tmp + i;
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            t = (double)(i * C + j) * 0.001;
            m[i][j] = t * t - t;
        }
    double sb = 0, sc = 0, sm = 0;
    long sp = 0, sq = 0;
    for (i = 0; i < N; i++) {
        sb += b[i];
        sc += c[i] * (double)(i % 3 + 1);
        sp += (long)p[i] * (i % 7 + 1);
        sq += (long)q[i] * (i % 5 + 1);
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            sm += m[i][j];
    printf("b %.12e c %.12e m %.12e p %ld q %ld\n", sb, sc, sm, sp, sq);
    return 0;
}
