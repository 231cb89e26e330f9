/* Scalars private to each iteration of a kernel: temporaries declared in the
 * body, temporaries declared at function scope but written before being read
 * in every iteration, a swap through a temporary, a temporary in the inner loop
 * of a 2-D nest, and a conditionally assigned temporary with a default. */
#include <stdio.h>

#define N 50000
#define R 200
#define C 160

static double a[N], b[N], c[N];
static double g[R][C], h[R][C];

int main(void)
{
    double t, u;
    int k;
    for (int i = 0; i < N; i++) {
        a[i] = (i % 89) * 0.5;
        b[i] = (i % 53) * 0.25 + 1.0;
    }
    for (int i = 0; i < N; i++) {
        double s = a[i] + b[i];
        double d = a[i] - b[i];
        c[i] = s * d + s;
    }
    for (int i = 0; i < N; i++) {
        t = a[i] * 2.0;
        u = t + b[i];
        k = i % 7;
        c[i] = c[i] + u * k - t;
    }
    for (int i = 0; i < N; i++) {
        t = a[i];
        a[i] = b[i];
        b[i] = t;
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            double w = (i + 1) * 0.01;
            double v = w * (j + 1);
            g[i][j] = v * v - w;
        }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            double m = -1.0;
            if ((i + j) % 3 == 0)
                m = g[i][j] * 0.5;
            h[i][j] = m + g[i][j];
        }
    double sa = 0, sb = 0, sc = 0, sh = 0;
    for (int i = 0; i < N; i++) {
        sa += a[i] * (i % 3 + 1);
        sb += b[i] * (i % 4 + 1);
        sc += c[i];
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            sh += h[i][j] * ((i * j) % 5 + 1);
    printf("a %.12e b %.12e c %.12e\n", sa, sb, sc);
    printf("h %.12e\n", sh);
    return 0;
}
