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
    struct vec v = {(void *)0, 0, 0};
    struct vec w = {(void *)0, 0, 0};
    for (int i = 0; i < 250000; i++) {
        vec_push(&v, (double)(i * 131 % 1009) / 1009.0);
    }
    double *d = v.data;
    size_t n = v.len;
    if (n >= 6250) {
        #pragma omp parallel for
        for (size_t i = 0; i < n; i++) {
            d[i] = 3.0 * d[i] * (1.0 - d[i]);
        }
    } else {
        for (size_t i = 0; i < n; i++) {
            d[i] = 3.0 * d[i] * (1.0 - d[i]);
        }
    }
    double s = 0.0;
    if (n >= 16667) {
        #pragma omp parallel for reduction(+:s)
        for (size_t i = 0; i < n; i++) {
            s += d[i];
        }
    } else {
        for (size_t i = 0; i < n; i++) {
            s += d[i];
        }
    }
    for (size_t i = 0; i < n; i++) {
        if (d[i] > 0.5) {
            vec_push(&w, d[i]);
        }
    }
    double *e = w.data;
    size_t p4a_w_len = w.len;
    if (p4a_w_len >= 8334) {
        #pragma omp parallel for
        for (size_t i = 0; i < p4a_w_len; i++) {
            e[i] = e[i] * e[i];
        }
    } else {
        for (size_t i = 0; i < p4a_w_len; i++) {
            e[i] = e[i] * e[i];
        }
    }
    double t = 0.0;
    size_t p4a_w_len_1 = w.len;
    if (p4a_w_len_1 >= 16667) {
        #pragma omp parallel for reduction(+:t)
        for (size_t i = 0; i < p4a_w_len_1; i++) {
            t += e[i];
        }
    } else {
        for (size_t i = 0; i < p4a_w_len_1; i++) {
            t += e[i];
        }
    }
    printf("n %zu kept %zu cap %zu\n", n, w.len, w.cap);
    printf("s %.6e t %.6e\n", s, t);
    free(v.data);
    free(w.data);
    return 0;
}
