#include <stdio.h>
#include <stdlib.h>

static double sum(int n, const double *v)
{
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        s += v[i];
    }
    return s;
}

static void relax(int n, const double *restrict u, double *restrict v)
{
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        v[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
    }
}

static void copy_back(int n, const double *restrict v, double *restrict u)
{
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        u[i] = v[i];
    }
}

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
    double *u = malloc(1000 * sizeof *u), *v = malloc(1000 * sizeof *v);
    double hist[12];
    int nh = 0;
    #pragma omp parallel for
    for (int i = 0; i < 1000; i++) {
        u[i] = i % 13 * 0.5;
        v[i] = 0.0;
    }
    for (int t = 0; t < 12; t++) {
        relax(1000, u, v);
        copy_back(1000, v, u);
        if (t % 3 == 0) {
            hist[nh++] = sum(1000, u);
        }
        printf("%d %.9e\n", t, 2.0 * sum(1000, v));
    }
    double e = 0.5 * sum(1000, u) + 1.0;
    int it = 0;
    while (relax_sum(1000, u, v) > 1.0 && it < 5) {
        it++;
    }
    int k = 0;
    while (k < 4 && weighted(1000, u, 0.5) > 0.0) {
        k++;
        if (k == 2) {
            continue;
        }
        relax(1000, u, v);
        copy_back(1000, v, u);
    }
    int m;
    for (m = 0; m < 3 && sum(1000, v) > 0.0; m++) {
        relax_sum(1000, u, v);
    }
    int d = 0;
    do {
        relax(1000, u, v);
        copy_back(1000, v, u);
        d++;
    } while (sum(1000, u) > 0.0 && d < 3);
    int c = 0;
    if (d > 0 && sum(1000, v) > 0.0) {
        c++;
    }
    double a, b;
    a = sum(1000, u), b = sum(1000, v);
    double r = weighted(1000, v, sum(1000, u) / 1000);
    switch ((int)sum(1000, u) % 3) {
    case 0:
        c += 10;
        break;
    default:
        c += 20;
        break;
    }
    for (int j = 0; j < nh; j++) {
        printf("hist %d %.9e\n", j, hist[j]);
    }
    printf("e %.9e it %d k %d m %d d %d c %d\n", e, it, k, m, d, c);
    printf("a %.9e b %.9e r %.9e\n", a, b, r);
    printf("u %.9e v %.9e\n", u[1000 / 3], v[1000 / 2]);
    free(u);
    free(v);
    return 0;
}
