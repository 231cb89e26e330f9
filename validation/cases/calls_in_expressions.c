/* Functions that launch kernels, called inside expressions and conditions: an element
 * store, a printf argument, an initializer, the conditions of while, for, do and if
 * (with `&&`), a comma statement, an argument of another such call and a switch. Each
 * call becomes a statement of its own, so data stays on the device over the whole
 * program instead of being copied in and out around every kernel (issue 21, item 2). */
#include <stdio.h>
#include <stdlib.h>

#define N 1000
#define T 12

static double sum(int n, const double *v)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}

static void relax(int n, const double *restrict u, double *restrict v)
{
    for (int i = 1; i < n - 1; i++)
        v[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
}

static void copy_back(int n, const double *restrict v, double *restrict u)
{
    for (int i = 1; i < n - 1; i++)
        u[i] = v[i];
}

/* One step, and the new total. */
static double relax_sum(int n, double *restrict u, double *restrict v)
{
    relax(n, u, v);
    copy_back(n, v, u);
    return sum(n, u);
}

static double weighted(int n, const double *v, double w)
{
    return w * sum(n, v) + 1.0;
}

int main(void)
{
    double *u = malloc(N * sizeof *u), *v = malloc(N * sizeof *v);
    double hist[T];
    int nh = 0;
    for (int i = 0; i < N; i++) {
        u[i] = (i % 13) * 0.5;
        v[i] = 0.0;
    }
    for (int t = 0; t < T; t++) {
        relax(N, u, v);
        copy_back(N, v, u);
        if (t % 3 == 0)
            hist[nh++] = sum(N, u);
        printf("%d %.9e\n", t, 2.0 * sum(N, v));
    }
    double e = 0.5 * sum(N, u) + 1.0;
    int it = 0;
    while (relax_sum(N, u, v) > 1.0 && it < 5)
        it++;
    int k = 0;
    while (k < 4 && weighted(N, u, 0.5) > 0.0) {
        k++;
        if (k == 2)
            continue;
        relax(N, u, v);
        copy_back(N, v, u);
    }
    int m;
    for (m = 0; m < 3 && sum(N, v) > 0.0; m++)
        relax_sum(N, u, v);
    int d = 0;
    do {
        relax(N, u, v);
        copy_back(N, v, u);
        d++;
    } while (sum(N, u) > 0.0 && d < 3);
    int c = 0;
    if (d > 0 && sum(N, v) > 0.0)
        c++;
    double a, b;
    a = sum(N, u), b = sum(N, v);
    double r = weighted(N, v, sum(N, u) / N);
    switch ((int)sum(N, u) % 3) {
    case 0:
        c += 10;
        break;
    default:
        c += 20;
        break;
    }
    for (int j = 0; j < nh; j++)
        printf("hist %d %.9e\n", j, hist[j]);
    printf("e %.9e it %d k %d m %d d %d c %d\n", e, it, k, m, d, c);
    printf("a %.9e b %.9e r %.9e\n", a, b, r);
    printf("u %.9e v %.9e\n", u[N / 3], v[N / 2]);
    free(u);
    free(v);
    return 0;
}
