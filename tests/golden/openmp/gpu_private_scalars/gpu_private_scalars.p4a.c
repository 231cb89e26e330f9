#include <stdio.h>
static double a[50000], b[50000], c[50000];
static double g[200][160], h[200][160];

int main(void)
{
    double t, u;
    int k;
    double sa = 0, sb = 0, sc = 0, sh = 0;
    #pragma omp parallel for private(k, t, u) reduction(+:sa, sb, sc)
    for (int i = 0; i < 50000; i++) {
        a[i] = i % 89 * 0.5;
        b[i] = i % 53 * 0.25 + 1.0;
        {
            double s = a[i] + b[i];
            double d = a[i] - b[i];
            c[i] = s * d + s;
        }
        t = a[i] * 2.0;
        u = t + b[i];
        k = i % 7;
        c[i] = c[i] + u * k - t;
        t = a[i];
        a[i] = b[i];
        b[i] = t;
        sa += a[i] * (i % 3 + 1);
        sb += b[i] * (i % 4 + 1);
        sc += c[i];
    }
    #pragma omp parallel for reduction(+:sh)
    for (int i = 0; i < 200; i++) {
        for (int j = 0; j < 160; j++) {
            {
                double w = (i + 1) * 0.01;
                double v = w * (j + 1);
                g[i][j] = v * v - w;
            }
            {
                double m = -1.0;
                if ((i + j) % 3 == 0) {
                    m = g[i][j] * 0.5;
                }
                h[i][j] = m + g[i][j];
            }
            sh += h[i][j] * (i * j % 5 + 1);
        }
    }
    printf("a %.12e b %.12e c %.12e\n", sa, sb, sc);
    printf("h %.12e\n", sh);
    return 0;
}
