#include <stdio.h>
#include <stdlib.h>
static double a[200000], b[200000], c[200000];
static double drift = 1.0;
static int hits;

static void relax_steps(int nt)
{
    int t, i;
    #pragma omp parallel private(t)
    for (t = 0; t < nt; t++) {
        int mid = 200000 / 2 + t;
        #pragma omp for
        for (i = 1; i < 200000 - 1; i++) {
            b[i] = 0.5 * (a[i - 1] + a[i + 1]);
        }
        #pragma omp master
        {
            drift = drift * 0.5 + b[mid] * 0.25;
            if (b[mid] > 0.0) {
                hits++;
            }
        }
        #pragma omp barrier
        #pragma omp for
        for (i = 1; i < 200000 - 1; i++) {
            a[i] = b[i] + drift * 1e-3;
        }
        if (t % 3 == 0) {
            #pragma omp for
            for (i = 0; i < 200000; i++) {
                a[i] = a[i] * 0.999 + (double)mid * 1e-9;
            }
        }
    }
}

static void smooth_n(double *x, double *y, int n, int nt)
{
    if (n >= 3849 || n >= 12500) {
        #pragma omp parallel
        for (int t = 0; t < nt; t++) {
            if (n >= 3849) {
                #pragma omp for
                for (int i = 1; i < n - 1; i++) {
                    y[i] = 0.25 * x[i - 1] + 0.5 * x[i] + 0.25 * x[i + 1];
                }
            } else {
                #pragma omp master
                for (int i = 1; i < n - 1; i++) {
                    y[i] = 0.25 * x[i - 1] + 0.5 * x[i] + 0.25 * x[i + 1];
                }
                #pragma omp barrier
            }
            #pragma omp master
            {
                y[0] = y[1];
                y[n - 1] = y[n - 2];
            }
            #pragma omp barrier
            if (n >= 12500) {
                #pragma omp for
                for (int i = 0; i < n; i++) {
                    x[i] = y[i];
                }
            } else {
                #pragma omp master
                for (int i = 0; i < n; i++) {
                    x[i] = y[i];
                }
                #pragma omp barrier
            }
        }
    } else {
        for (int t = 0; t < nt; t++) {
            if (n >= 3849) {
                #pragma omp parallel for
                for (int i = 1; i < n - 1; i++) {
                    y[i] = 0.25 * x[i - 1] + 0.5 * x[i] + 0.25 * x[i + 1];
                }
            } else {
                for (int i = 1; i < n - 1; i++) {
                    y[i] = 0.25 * x[i - 1] + 0.5 * x[i] + 0.25 * x[i + 1];
                }
            }
            y[0] = y[1];
            y[n - 1] = y[n - 2];
            if (n >= 12500) {
                #pragma omp parallel for
                for (int i = 0; i < n; i++) {
                    x[i] = y[i];
                }
            } else {
                for (int i = 0; i < n; i++) {
                    x[i] = y[i];
                }
            }
        }
    }
}

static int steps_until(double limit)
{
    int t, i;
    for (t = 0; t < 12; t++) {
        #pragma omp parallel for
        for (i = 0; i < 200000; i++) {
            c[i] = c[i] * 0.5 + a[i];
        }
        if (c[7] > limit) {
            break;
        }
    }
    return t;
}

static void scale(double *x, double f)
{
    #pragma omp parallel for
    for (int i = 0; i < 200000; i++) {
        x[i] *= f;
    }
}

static void scaled_steps(void)
{
    for (int t = 0; t < 4; t++) {
        #pragma omp parallel for
        for (int i = 0; i < 200000; i++) {
            c[i] += b[i];
        }
        scale(c, 0.75);
    }
}

static int shrinking(int nt)
{
    int done = 0;
    for (int t = 0; t < nt; t++) {
        #pragma omp parallel for
        for (int i = 0; i < 200000; i++) {
            b[i] = b[i] * 0.5 + c[i];
        }
        nt -= b[3] > 1e6;
        done++;
    }
    return done;
}

static double norms(void)
{
    double total = 0.0;
    for (int t = 0; t < 3; t++) {
        double s = 0.0;
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < 200000; i++) {
            s += a[i] * a[i];
        }
        total = total * 0.5 + s;
    }
    return total;
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 200000; i++) {
        a[i] = (double)(i % 101) / 101.0;
        b[i] = 0.0;
        c[i] = (double)(i % 7);
    }
    relax_steps(12);
    int n = 200000 / 2 + (int)(a[5] > 2.0);
    double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    if (!x || !y) {
        return 1;
    }
    if (n >= 10000) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            x[i] = (double)(i % 13);
        }
    } else {
        for (int i = 0; i < n; i++) {
            x[i] = (double)(i % 13);
        }
    }
    smooth_n(x, y, n, 7);
    smooth_n(x, y, 100, 3);
    double xs = 0.0;
    if (n >= 8334) {
        #pragma omp parallel for reduction(+:xs)
        for (int i = 0; i < n; i++) {
            xs += x[i] * (i % 3 + 1);
        }
    } else {
        for (int i = 0; i < n; i++) {
            xs += x[i] * (i % 3 + 1);
        }
    }
    free(x);
    free(y);
    int t = steps_until(1e300);
    scaled_steps();
    int d = shrinking(5);
    double s = norms();
    double cs = 0.0;
    #pragma omp parallel for reduction(+:cs)
    for (int i = 0; i < 200000; i++) {
        cs += a[i] * (i % 5 + 1) + b[i] + c[i] * 0.5;
    }
    printf("%.9e %.12e %d %d %d %.9e %.9e\n", cs, drift, hits, t, d, s, xs);
    return 0;
}
