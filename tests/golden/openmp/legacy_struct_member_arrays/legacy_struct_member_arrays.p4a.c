#include <stdio.h>
struct cell {
    double v[40];
    int id;
};
struct view {
    double *p;
    int n;
};
static struct cell cells[4096];
static double energy[4096];
static double b[150000], out[150000];

static double weigh(const double *v, int n)
{
    double s = 0;
    for (int t = 0; t < n; t++) {
        s += v[t] * (t + 1);
    }
    return s;
}

static double next_of(struct view v, int i)
{
    return i + 1 < v.n ? v.p[i + 1] * 0.5 : 0.0;
}

int main(void)
{
    struct view v = {b, 150000};
    #pragma omp parallel for
    for (int i = 0; i < 150000; i++) {
        b[i] = i % 7 * 0.25;
    }
    for (int i = 0; i < 150000; i++) {
        b[i] = next_of(v, i) + b[i];
    }
    #pragma omp parallel for
    for (int i = 0; i < 150000 - 1; i++) {
        b[i] = i * 0.5;
    }
    #pragma omp parallel for
    for (int i = 0; i < 150000 - 1; i++) {
        out[i] = next_of(v, i) + b[i];
    }
    double e = 0, s = 0;
    #pragma omp parallel for reduction(+:e)
    for (int c = 0; c < 4096; c++) {
        cells[c].id = c * 13 % 97;
        for (int t = 0; t < 40; t++) {
            cells[c].v[t] = (c * 31 + t * 17) % 101 * 0.01;
        }
        energy[c] = weigh(cells[c].v, 40) + cells[c].id;
        e += energy[c];
    }
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 150000; i++) {
        s += out[i] + b[i] * (i % 3);
    }
    printf("energy %.10e sum %.10e\n", e, s);
    return 0;
}
