#include <stdio.h>
#include <stdlib.h>

static int count_primes(int lim)
{
    int c = 0;
    #pragma omp parallel for reduction(+:c)
    for (int v = 2; v < lim; v++) {
        int p = 1;
        for (int d = 2; d * d <= v; d++) {
            if (v % d == 0) {
                p = 0;
                break;
            }
        }
        c += p;
    }
    return c;
}

static int half_up(int v)
{
    return (v + 1) / 2;
}

int main(int argc, char **argv)
{
    int rows = argc > 1 ? atoi(argv[1]) : 100;
    int cols = argc > 2 ? atoi(argv[2]) : 80;
    int np = count_primes(600);
    int len = rows * cols;
    double *a = malloc((size_t)len * sizeof *a);
    double (*g)[cols] = malloc(sizeof(double[rows][cols]));
    int *q = malloc((size_t)len * sizeof *q);
    int lim[3];
    if (len >= 10000) {
        #pragma omp parallel for
        for (int i = 0; i < len; i++) {
            a[i] = i % 101 * 0.125;
        }
    } else {
        for (int i = 0; i < len; i++) {
            a[i] = i % 101 * 0.125;
        }
    }
    if (rows >= 8) {
        #pragma omp parallel for
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                g[i][j] = a[j] * i - j * 0.01;
            }
        }
    } else {
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                g[i][j] = a[j] * i - j * 0.01;
            }
        }
    }
    int m = half_up(len);
    if (m >= 10000) {
        #pragma omp parallel for
        for (int i = 0; i < m; i++) {
            q[i] = i * 3 - np;
        }
    } else {
        for (int i = 0; i < m; i++) {
            q[i] = i * 3 - np;
        }
    }
    if (len - m >= 12500) {
        #pragma omp parallel for
        for (int i = m; i < len; i++) {
            q[i] = -i;
        }
    } else {
        for (int i = m; i < len; i++) {
            q[i] = -i;
        }
    }
    int lo = rows < cols ? rows : cols;
    int hi = rows > cols ? rows : cols;
    for (int i = lo; i < hi * np && i < len; i++) {
        a[i] = a[i] * 0.5 + 1.0;
    }
    lim[0] = np * 100;
    lim[1] = lo;
    lim[2] = hi;
    int e = lim[0] < len ? lim[0] : len;
    if (e >= 10000) {
        #pragma omp parallel for
        for (int i = 0; i < e; i++) {
            a[i] = a[i] + np;
        }
    } else {
        for (int i = 0; i < e; i++) {
            a[i] = a[i] + np;
        }
    }
    int p4a_lim_1 = lim[1];
    if (p4a_lim_1 >= 8) {
        #pragma omp parallel for
        for (int i = 0; i < p4a_lim_1; i++) {
            for (int j = 0; j < cols; j++) {
                g[i][j] = g[i][j] * 2.0 + lim[2];
            }
        }
    } else {
        for (int i = 0; i < p4a_lim_1; i++) {
            for (int j = 0; j < cols; j++) {
                g[i][j] = g[i][j] * 2.0 + lim[2];
            }
        }
    }
    double sa = 0, sg = 0;
    long sq = 0;
    if (len >= 10000) {
        #pragma omp parallel for reduction(+:sa, sq)
        for (int i = 0; i < len; i++) {
            sa += a[i];
            sq += q[i];
        }
    } else {
        for (int i = 0; i < len; i++) {
            sa += a[i];
            sq += q[i];
        }
    }
    if (rows >= 8) {
        #pragma omp parallel for reduction(+:sg)
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                sg += g[i][j] * (i % 3 + 1);
            }
        }
    } else {
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                sg += g[i][j] * (i % 3 + 1);
            }
        }
    }
    printf("rows %d cols %d primes %d\n", rows, cols, np);
    printf("a %.12e g %.12e q %ld\n", sa, sg, sq);
    free(a);
    free(g);
    free(q);
    return 0;
}
