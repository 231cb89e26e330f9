#include <stdio.h>
#include <stdlib.h>
struct series {
    int n;
    double scale;
    double v[];
};

static struct series *series_new(int n, double scale)
{
    struct series *s = malloc(sizeof *s + n * sizeof s->v[0]);
    s->n = n;
    s->scale = scale;
    return s;
}

static void series_fill(struct series *s, int seed)
{
    int n = s->n;
    for (int i = 0; i < n; i++) {
        s->v[i] = s->scale * (double)((i * 29 + seed) % 113);
    }
}

static double series_dot(const struct series *a, const struct series *b)
{
    double d = 0.0;
    int n = a->n < b->n ? a->n : b->n;
    if (n >= 7143) {
        #pragma omp parallel for reduction(+:d)
        for (int i = 0; i < n; i++) {
            d += a->v[i] * b->v[i];
        }
    } else {
        for (int i = 0; i < n; i++) {
            d += a->v[i] * b->v[i];
        }
    }
    return d;
}

int main(void)
{
    struct series *a = series_new(300000, 0.01);
    struct series *b = series_new(250000, 0.02);
    series_fill(a, 3);
    series_fill(b, 7);
    int p4a_b_n = b->n;
    for (int i = 0; i < p4a_b_n; i++) {
        b->v[i] = b->v[i] * 0.5 + a->v[i];
    }
    printf("dot %.6e a0 %.6e bl %.6e\n", series_dot(a, b), a->v[0], b->v[b->n - 1]);
    free(a);
    free(b);
    return 0;
}
