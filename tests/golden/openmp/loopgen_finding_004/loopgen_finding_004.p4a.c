#include <stdio.h>
#include <stdlib.h>
struct grid {
    int n;
    double *u;
    double *v;
};
static struct {
    double x[20000];
    double y[20000];
} sb;
static int perm[20000];

static void total_out(int m, const double *x, double *out)
{
    double s = 0.0;
    int q;
    for (q = 0; q < m; q++) {
        s += 1.5 + x[q];
    }
    *out = s;
}

static double mix(double a, double b)
{
    return 0.5 * a - 0.25 * b;
}

static double smooth_state(double a)
{
    static double last = 0.0;
    double res = 0.5 * (a + last);
    last = a;
    return res;
}

int main(void)
{
    int n = 20000;
    int r = 128;
    unsigned long red1 = 0;
    int i;
    int j;
    unsigned long hchk = 0;
    int t;
    double sout = 0.0;
    double chk = 0.0;
    int k;
    double cs;
    unsigned long hs;
    double *h0 = malloc(n * sizeof *h0);
    double *h2 = malloc(n * sizeof *h2);
    double l4[20000];
    double vm5[r][r];
    double vm6[r][r];
    double *f7 = malloc((size_t)r * r * sizeof *f7);
    int *iv8 = malloc(n * sizeof *iv8);
    struct grid g;
    struct grid *gp = &g;
    g.n = n;
    g.u = malloc(n * sizeof *g.u);
    g.v = malloc(n * sizeof *g.v);
    if (!h0 || !h2 || !f7 || !iv8 || !g.u || !g.v) {
        return 1;
    }
    double *p4a_g_u = g.u;
    double *p4a_g_v = g.v;
    for (i = 0; i < n; i++) {
        perm[i] = (int)((long)i * 7919L % n);
        p4a_g_v[i] = 0.5;
        h0[i] = (double)((i * 37 + 3) % 101) / 101.0 - 0.5;
        p4a_g_u[i] = (double)((i * 37 + 14) % 101) / 101.0 - 0.5;
        h2[i] = (double)((i * 37 + 25) % 101) / 101.0 - 0.5;
        sb.x[i] = (double)((i * 37 + 36) % 101) / 101.0 - 0.5;
        l4[i] = (double)((i * 37 + 47) % 101) / 101.0 - 0.5;
        iv8[i] = (i * 13 + 8) % 1009;
    }
    #pragma omp parallel for lastprivate(i, j)
    for (i = 0; i < r; i++) {
        for (j = 0; j < r; j++) {
            vm5[i][j] = (double)((i * 17 + j * 5 + 5) % 61) / 61.0 - 0.5;
        }
    }
    #pragma omp parallel for lastprivate(i, j)
    for (i = 0; i < r; i++) {
        for (j = 0; j < r; j++) {
            vm6[i][j] = (double)((i * 17 + j * 5 + 6) % 61) / 61.0 - 0.5;
        }
    }
    #pragma omp parallel for lastprivate(i, j)
    for (i = 0; i < r; i++) {
        for (j = 0; j < r; j++) {
            f7[i * r + j] = (double)((i * 17 + j * 5 + 7) % 61) / 61.0 - 0.5;
        }
    }
    red1 = 0;
    #pragma omp parallel for lastprivate(i, j) reduction(+:red1)
    for (i = 0; i < r; i++) {
        for (j = 0; j < r; j++) {
            red1 += (unsigned long)iv8[(i * r + j) % n] * (unsigned long)(i % 13 + 1);
        }
    }
    hchk += red1;
    t = 0;
    #pragma omp parallel
    while (t < 2) {
        #pragma omp barrier
        #pragma omp for private(i)
        for (j = 1; j < r - 1; j++) {
            for (i = 1; i < r - 1; i++) {
                vm5[i][j] = -0.5 * vm6[i - 1][j] * vm5[i][j];
            }
        }
        #pragma omp master
        {
            total_out(n, sb.x, &sout);
            chk += sout / n;
            if (20000 >= 1) {
                double *p4a_gp_u = gp->u;
                for (i = 0; i < 20000; i++) {
                    l4[perm[i]] = mix(-0.25 * h0[i] + 0.75 * p4a_gp_u[(i * 7 + 3) % n], 0.25);
                }
            } else {
                i = 0;
            }
            t++;
        }
        #pragma omp barrier
    }
    for (i = 0; i < n; i++) {
        h0[i] = smooth_state(l4[n - 1 - i]);
    }
    {
        static unsigned int visits;
        visits++;
        hchk += visits;
    }
    k = 0;
    for (i = 0; i < n / 2; i++) {
        sb.x[i] = 0.5 * (sb.x[2 * i] + sb.x[2 * i + 1]);
        k = 2 * i + 2;
    }
    cs = 0.0;
    #pragma omp parallel for reduction(+:cs)
    for (i = 0; i < n; i++) {
        cs += (h0[i] + 2.0) * (double)(i % 5 + 1);
    }
    printf("h0 %.12e\n", cs);
    cs = 0.0;
    if (n >= 1) {
        double *p4a_gp_u_1 = gp->u;
        #pragma omp parallel for reduction(+:cs)
        for (i = 0; i < n; i++) {
            cs += (p4a_gp_u_1[i] + 2.0) * (double)(i % 5 + 1);
        }
    } else {
        i = 0;
    }
    printf("gp->u %.12e\n", cs);
    cs = 0.0;
    #pragma omp parallel for reduction(+:cs)
    for (i = 0; i < n; i++) {
        cs += (h2[i] + 2.0) * (double)(i % 5 + 1);
    }
    printf("h2 %.12e\n", cs);
    cs = 0.0;
    #pragma omp parallel for reduction(+:cs)
    for (i = 0; i < n; i++) {
        cs += (sb.x[i] + 2.0) * (double)(i % 5 + 1);
    }
    printf("sb.x %.12e\n", cs);
    cs = 0.0;
    #pragma omp parallel for reduction(+:cs)
    for (i = 0; i < n; i++) {
        cs += (l4[i] + 2.0) * (double)(i % 5 + 1);
    }
    printf("l4 %.12e\n", cs);
    cs = 0.0;
    #pragma omp parallel for private(j) reduction(+:cs)
    for (i = 0; i < r; i++) {
        for (j = 0; j < r; j++) {
            cs += (vm5[i][j] + 2.0) * (double)((i + 2 * j) % 5 + 1);
        }
    }
    printf("vm5 %.12e\n", cs);
    cs = 0.0;
    #pragma omp parallel for private(j) reduction(+:cs)
    for (i = 0; i < r; i++) {
        for (j = 0; j < r; j++) {
            cs += (vm6[i][j] + 2.0) * (double)((i + 2 * j) % 5 + 1);
        }
    }
    printf("vm6 %.12e\n", cs);
    cs = 0.0;
    #pragma omp parallel for private(j) reduction(+:cs)
    for (i = 0; i < r; i++) {
        for (j = 0; j < r; j++) {
            cs += (f7[i * r + j] + 2.0) * (double)((i + 2 * j) % 5 + 1);
        }
    }
    printf("f7 %.12e\n", cs);
    hs = 0;
    #pragma omp parallel for reduction(+:hs)
    for (i = 0; i < n; i++) {
        hs += (unsigned long)iv8[i] * (unsigned long)(i % 7 + 1);
    }
    printf("iv8 %lu\n", hs);
    printf("chk %.12e\n", chk + 1.0);
    printf("hchk %lu\n", hchk);
    free(h0);
    free(h2);
    free(f7);
    free(iv8);
    free(g.u);
    free(g.v);
    return 0;
}
