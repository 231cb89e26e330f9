#include <stdio.h>
static double out[30000];

static double apply_table(int k)
{
    double tab[64];
    for (int t = 0; t < 64; t++) {
        tab[t] = k * 1.5 + t * 0.25;
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 30000; i++) {
        out[i] = out[i] * 0.5 + tab[i % 64];
        s += out[i];
    }
    return s;
}

static long int_table(int k)
{
    int itab[256];
    for (int t = 0; t < 256; t++) {
        itab[t] = t * k % 97;
    }
    #pragma omp parallel for
    for (int i = 0; i < 30000; i++) {
        out[i] = out[i] + itab[i % 256];
    }
    long s = 0;
    for (int t = 0; t < 600; t++) {
        long local;
        local = 0;
        local = t * (long)itab[t % 256];
        s += local;
    }
    return s;
}

static double vla_work(int n)
{
    double v[n];
    if (n >= 8334) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            v[i] = i % 13 * 0.5 + n;
        }
    } else {
        for (int i = 0; i < n; i++) {
            v[i] = i % 13 * 0.5 + n;
        }
    }
    double s = 0;
    if (n >= 16667) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) {
            s += v[i];
        }
    } else {
        for (int i = 0; i < n; i++) {
            s += v[i];
        }
    }
    return s;
}

int main(int argc, char **argv)
{
    (void)argv;
    double r[4];
    long q[2];
    #pragma omp parallel for
    for (int i = 0; i < 30000; i++) {
        out[i] = 1.0;
    }
    r[0] = apply_table(1);
    q[0] = int_table(3);
    r[1] = apply_table(2);
    r[2] = apply_table(-5);
    q[1] = int_table(7);
    r[3] = vla_work(20000 + argc);
    double so = 0;
    #pragma omp parallel for reduction(+:so)
    for (int i = 0; i < 30000; i++) {
        so += out[i] * (i % 3 + 1);
    }
    printf("tables %.12e %.12e %.12e\n", r[0], r[1], r[2]);
    printf("ints %ld %ld vla %.12e out %.12e\n", q[0], q[1], r[3], so);
    return 0;
}
