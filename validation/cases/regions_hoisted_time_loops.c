/* Time loops around parallel loops, in the shapes legacy solvers have: the region is
 * hoisted around the time loop where every thread can run its control, and kept per
 * loop where it cannot (each shape says why). */
#include <stdio.h>
#include <stdlib.h>

#define N 200000
#define STEPS 12

static double a[N], b[N], c[N];
static double drift = 1.0;
static int hits;

/* Hoisted: index declared outside and dead after, a host update between the loops, an
 * `if` every thread evaluates alike, a value every thread computes alike. */
static void relax_steps(int nt)
{
    int t, i;
    for (t = 0; t < nt; t++) {
        int mid = N / 2 + t;
        for (i = 1; i < N - 1; i++)
            b[i] = 0.5 * (a[i - 1] + a[i + 1]);
        drift = drift * 0.5 + b[mid] * 0.25;
        if (b[mid] > 0.0)
            hits++;
        for (i = 1; i < N - 1; i++)
            a[i] = b[i] + drift * 1e-3;
        if (t % 3 == 0)
            for (i = 0; i < N; i++)
                a[i] = a[i] * 0.999 + (double) mid * 1e-9;
    }
}

/* Hoisted under a test: the loops are parallel only when n is large enough, and the
 * region is entered only when one of them is. */
static void smooth_n(double *x, double *y, int n, int nt)
{
    for (int t = 0; t < nt; t++) {
        for (int i = 1; i < n - 1; i++)
            y[i] = 0.25 * x[i - 1] + 0.5 * x[i] + 0.25 * x[i + 1];
        y[0] = y[1];
        y[n - 1] = y[n - 2];
        for (int i = 0; i < n; i++)
            x[i] = y[i];
    }
}

/* Not hoisted: the time loop's index is used after it. */
static int steps_until(double limit)
{
    int t, i;
    for (t = 0; t < STEPS; t++) {
        for (i = 0; i < N; i++)
            c[i] = c[i] * 0.5 + a[i];
        if (c[7] > limit)
            break;
    }
    return t;
}

/* Not hoisted: a helper that runs a parallel loop of its own is called between. */
static void scale(double *x, double f)
{
    for (int i = 0; i < N; i++)
        x[i] *= f;
}

static void scaled_steps(void)
{
    for (int t = 0; t < 4; t++) {
        for (int i = 0; i < N; i++)
            c[i] += b[i];
        scale(c, 0.75);
    }
}

/* Not hoisted: the bound of the loop changes in the loop (every thread must see the
 * same). */
static int shrinking(int nt)
{
    int done = 0;
    for (int t = 0; t < nt; t++) {
        for (int i = 0; i < N; i++)
            b[i] = b[i] * 0.5 + c[i];
        nt -= (b[3] > 1e6);
        done++;
    }
    return done;
}

/* Not hoisted: a sum declared in the loop and updated by the parallel loop. */
static double norms(void)
{
    double total = 0.0;
    for (int t = 0; t < 3; t++) {
        double s = 0.0;
        for (int i = 0; i < N; i++)
            s += a[i] * a[i];
        total = total * 0.5 + s;
    }
    return total;
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        a[i] = (double) (i % 101) / 101.0;
        b[i] = 0.0;
        c[i] = (double) (i % 7);
    }
    relax_steps(STEPS);
    int n = N / 2 + (int) (a[5] > 2.0);
    double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    if (!x || !y)
        return 1;
    for (int i = 0; i < n; i++)
        x[i] = (double) (i % 13);
    smooth_n(x, y, n, 7);
    smooth_n(x, y, 100, 3);
    double xs = 0.0;
    for (int i = 0; i < n; i++)
        xs += x[i] * (i % 3 + 1);
    free(x);
    free(y);
    int t = steps_until(1e300);
    scaled_steps();
    int d = shrinking(5);
    double s = norms();
    double cs = 0.0;
    for (int i = 0; i < N; i++)
        cs += a[i] * (i % 5 + 1) + b[i] + c[i] * 0.5;
    printf("%.9e %.12e %d %d %d %.9e %.9e\n", cs, drift, hits, t, d, s, xs);
    return 0;
}
