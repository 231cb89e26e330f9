#include <stdio.h>
#include <stdlib.h>
typedef double (*xfer_fn)(double);

static double f_square(double x)
{
    return x * x;
}

static double f_half(double x)
{
    return 0.5 * x;
}

static double f_shift(double x)
{
    return x + 1.0;
}

static double f_neg(double x)
{
    return -x;
}

static const xfer_fn table[] = {f_square, f_half, f_shift, f_neg};
struct rec {
    int id;
    int key;
};

static int by_key(const void *a, const void *b)
{
    const struct rec *ra = a, *rb = b;
    if (ra->key != rb->key) {
        return ra->key < rb->key ? -1 : 1;
    }
    return (ra->id > rb->id) - (ra->id < rb->id);
}

static void apply(int n, double *v, xfer_fn f)
{
    for (int i = 0; i < n; i++) {
        v[i] = f(v[i]);
    }
}

int main(void)
{
    int n = 200000;
    double *v = malloc(n * sizeof *v);
    struct rec *r = malloc(n * sizeof *r);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        v[i] = (double)(i % 500) / 250.0 - 1.0;
    }
    for (int k = 0; k < 4; k++) {
        apply(n, v, table[k * 3 % 4]);
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        r[i].id = i;
        r[i].key = (int)(v[i] * 1000.0) + i * 37 % 11;
    }
    qsort(r, n, sizeof *r, by_key);
    long long chk = 0;
    #pragma omp parallel for reduction(+:chk)
    for (int i = 0; i < n; i++) {
        chk += (long long)r[i].id * (i % 13 + 1);
    }
    struct rec probe = {.id = r[n / 2].id, .key = r[n / 2].key};
    struct rec *hit = bsearch(&probe, r, n, sizeof *r, by_key);
    double vs = 0.0;
    #pragma omp parallel for reduction(+:vs)
    for (int i = 0; i < n; i++) {
        vs += v[i];
    }
    printf("min %d max %d chk %lld hit %ld\n", r[0].key, r[n - 1].key, chk,
        hit ? (long)(hit - r) : -1L);
    printf("vsum %.6e\n", vs);
    free(v);
    free(r);
    return 0;
}
