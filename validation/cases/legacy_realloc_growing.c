/* A buffer grown with realloc while it is filled (doubling capacity), then processed by
   loops over its final length; a second pass compacts selected elements into another
   growing buffer. */
#include <stdio.h>
#include <stdlib.h>

struct vec {
    double *data;
    size_t len, cap;
};

static void vec_push(struct vec *v, double x)
{
    if (v->len == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 16;
        v->data = realloc(v->data, v->cap * sizeof *v->data);
    }
    v->data[v->len++] = x;
}

int main(void)
{
    struct vec v = { NULL, 0, 0 };
    struct vec w = { NULL, 0, 0 };
    for (int i = 0; i < 250000; i++)
        vec_push(&v, (double)((i * 131) % 1009) / 1009.0);
    double *d = v.data;
    size_t n = v.len;
    for (size_t i = 0; i < n; i++)
        d[i] = 3.0 * d[i] * (1.0 - d[i]);
    double s = 0.0;
    for (size_t i = 0; i < n; i++)
        s += d[i];
    for (size_t i = 0; i < n; i++)
        if (d[i] > 0.5)
            vec_push(&w, d[i]);
    double *e = w.data;
    for (size_t i = 0; i < w.len; i++)
        e[i] = e[i] * e[i];
    double t = 0.0;
    for (size_t i = 0; i < w.len; i++)
        t += e[i];
    printf("n %zu kept %zu cap %zu\n", n, w.len, w.cap);
    printf("s %.6e t %.6e\n", s, t);
    free(v.data);
    free(w.data);
    return 0;
}
