#include <stdio.h>
static double a[20000], b[20000], c[20000], m[100][100];
static int p[20000], q[20000];

int main(void)
{
    int i, j;
    double t;
    int tmp;
    #pragma omp parallel for private(t, tmp)
    for (i = 0; i < 20000; i++) {
        a[i] = (double)((i * 17 + 3) % 53) * 0.125;
        p[i] = i % 101;
        q[i] = i * 3 % 89;
        t = a[i] * a[i];
        b[i] = t + 1.0 / (1.0 + t);
        {
            double u = a[i] - 1.0;
            c[i] = u * u * u + b[i];
        }
        tmp = p[i];
        p[i] = q[i];
        q[i] = tmp + i;
    }
    #pragma omp parallel for private(j, t)
    for (i = 0; i < 100; i++) {
        for (j = 0; j < 100; j++) {
            t = (double)(i * 100 + j) * 0.001;
            m[i][j] = t * t - t;
        }
    }
    double sb = 0, sc = 0, sm = 0;
    long sp = 0, sq = 0;
    #pragma omp parallel for reduction(+:sb, sc, sp, sq)
    for (i = 0; i < 20000; i++) {
        sb += b[i];
        sc += c[i] * (double)(i % 3 + 1);
        sp += (long)p[i] * (i % 7 + 1);
        sq += (long)q[i] * (i % 5 + 1);
    }
    for (i = 0; i < 100; i++) {
        for (j = 0; j < 100; j++) {
            sm += m[i][j];
        }
    }
    printf("b %.12e c %.12e m %.12e p %ld q %ld\n", sb, sc, sm, sp, sq);
    return 0;
}
