/* loopgen finding 004, mode openmp: WRONG OUTPUT, FIXED (regions.rs, stmt_out: the OUT
 * regions after a loop reach its body without the constraints on the scalars the loop
 * writes; corpus case loopgen_finding_004). Not minimized. The loop at line
 * 116 (`l4[perm[i]] = mix(...)`, inside the `while (t < 2)` time loop) gets
 * `#pragma omp for private(l4)` (or `parallel for private(l4)` with
 * --no-region-hoisting): l4 is privatized although the loop after the time loop reads it
 * (`h0[i] = smooth_state(l4[n - 1 - i])`), so every write is lost and `h0`'s checksum is
 * 1.197101757426e+05 instead of 1.161752862005e+05, with 1 thread as with 4. The
 * p4a of 692f0a5 (before region hoisting) does the same: the OUT regions of a loop in a
 * `while` time loop (the new condition-loops feature) seem to miss the read after the
 * while: `--dump out-regions` gave `OUT l4[φ1] MAY {t == 2, ...}` at the loop, where
 * t <= 1, hence empty.
 * Found by `p4a-validate loopgen --mode openmp --count 2000 --seed 130001 --features all
 * --omp-variant=-O0:4` (program 131149). */
/* p4a loopgen seed 131149 (features: calls,struct-members,struct-args,pointer-walks,static-locals,static-in-loop,static-scratch,pointer-swaps,indirect,reductions,inductions,carried,host-access,vlas,storage-classes,flat-strides,same-pointer,condition-loops) */
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
    for (q = 0; q < m; q++)
        s += 1.5 + x[q];
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
    double *f7 = malloc((size_t) r * r * sizeof *f7);
    int *iv8 = malloc(n * sizeof *iv8);
    struct grid g;
    struct grid *gp = &g;
    g.n = n;
    g.u = malloc(n * sizeof *g.u);
    g.v = malloc(n * sizeof *g.v);
    if (!h0 || !h2 || !f7 || !iv8 || !g.u || !g.v)
        return 1;
    for (i = 0; i < n; i++) {
        perm[i] = (int) (((long) i * 7919L) % n);
        g.v[i] = 0.5;
        h0[i] = (double) ((i * 37 + 3) % 101) / 101.0 - 0.5;
        g.u[i] = (double) ((i * 37 + 14) % 101) / 101.0 - 0.5;
        h2[i] = (double) ((i * 37 + 25) % 101) / 101.0 - 0.5;
        sb.x[i] = (double) ((i * 37 + 36) % 101) / 101.0 - 0.5;
        l4[i] = (double) ((i * 37 + 47) % 101) / 101.0 - 0.5;
        iv8[i] = (i * 13 + 8) % 1009;
    }
    for (i = 0; i < r; i++)
        for (j = 0; j < r; j++)
            vm5[i][j] = (double) ((i * 17 + j * 5 + 5) % 61) / 61.0 - 0.5;
    for (i = 0; i < r; i++)
        for (j = 0; j < r; j++)
            vm6[i][j] = (double) ((i * 17 + j * 5 + 6) % 61) / 61.0 - 0.5;
    for (i = 0; i < r; i++)
        for (j = 0; j < r; j++)
            f7[i * r + j] = (double) ((i * 17 + j * 5 + 7) % 61) / 61.0 - 0.5;
    red1 = 0;
    for (i = 0; i < r; i++) {
        for (j = 0; j < r; j++) {
            red1 += (unsigned long) iv8[(i * r + j) % n] * (unsigned long) (i % 13 + 1);
        }
    }
    hchk += red1;
    t = 0;
    while (t < 2) {
        for (j = 1; j < r - 1; j++) {
            for (i = 1; i < r - 1; i++) {
                vm5[i][j] = ((-0.5 * vm6[i - 1][j]) * vm5[i][j]);
            }
        }
        total_out(n, sb.x, &sout);
        chk += sout / n;
        for (i = 0; i < 20000; i++) {
            l4[perm[i]] = mix((-0.25 * h0[i] + 0.75 * gp->u[(i * 7 + 3) % n]), 0.25);
        }
        t++;
    }
    for (i = 0; i < n; i++) {
        h0[i] = smooth_state(l4[n - 1 - i]);
    }
    {
        static unsigned visits;
        visits++;
        hchk += visits;
    }
    k = 0;
    for (i = 0; i < n / 2; i++) {
        sb.x[i] = 0.5 * (sb.x[k] + sb.x[k + 1]);
        k += 2;
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += (h0[i] + 2.0) * (double) (i % 5 + 1);
    printf("h0 %.12e\n", cs);
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += (gp->u[i] + 2.0) * (double) (i % 5 + 1);
    printf("gp->u %.12e\n", cs);
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += (h2[i] + 2.0) * (double) (i % 5 + 1);
    printf("h2 %.12e\n", cs);
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += (sb.x[i] + 2.0) * (double) (i % 5 + 1);
    printf("sb.x %.12e\n", cs);
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += (l4[i] + 2.0) * (double) (i % 5 + 1);
    printf("l4 %.12e\n", cs);
    cs = 0.0;
    for (i = 0; i < r; i++)
        for (j = 0; j < r; j++)
            cs += (vm5[i][j] + 2.0) * (double) ((i + 2 * j) % 5 + 1);
    printf("vm5 %.12e\n", cs);
    cs = 0.0;
    for (i = 0; i < r; i++)
        for (j = 0; j < r; j++)
            cs += (vm6[i][j] + 2.0) * (double) ((i + 2 * j) % 5 + 1);
    printf("vm6 %.12e\n", cs);
    cs = 0.0;
    for (i = 0; i < r; i++)
        for (j = 0; j < r; j++)
            cs += (f7[i * r + j] + 2.0) * (double) ((i + 2 * j) % 5 + 1);
    printf("f7 %.12e\n", cs);
    hs = 0;
    for (i = 0; i < n; i++)
        hs += (unsigned long) iv8[i] * (unsigned long) (i % 7 + 1);
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
