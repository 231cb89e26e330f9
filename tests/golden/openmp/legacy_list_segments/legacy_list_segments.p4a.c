#include <stdio.h>
#include <stdlib.h>
struct seg {
    double *base;
    int len;
    double scale;
    struct seg *next;
};

static struct seg *push(struct seg *head, double *base, int len, double scale)
{
    struct seg *s = malloc(sizeof *s);
    s->base = base;
    s->len = len;
    s->scale = scale;
    s->next = head;
    return s;
}

int main(void)
{
    int n = 200000;
    double *x = malloc(n * sizeof *x);
    double *y = malloc(n * sizeof *y);
    struct seg *list = (void *)0;
    for (int k = 0; k < 4; k++) {
        list = push(list, x + k * 40000, 20000, 2.0 + k);
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        x[i] = 1.0;
    }
    for (struct seg *s = list; s; s = s->next) {
        int p4a_s_len = s->len;
        double *p4a_s_base = s->base;
        double p4a_s_scale = s->scale;
        if (p4a_s_len >= 16667) {
            #pragma omp parallel for
            for (int j = 0; j < p4a_s_len; j++) {
                p4a_s_base[j] *= p4a_s_scale;
            }
        } else {
            for (int j = 0; j < p4a_s_len; j++) {
                p4a_s_base[j] *= p4a_s_scale;
            }
        }
    }
    double t = 0;
    #pragma omp parallel for reduction(+:t)
    for (int i = 0; i < n; i++) {
        y[i] = x[i] * 2.0;
        t += y[i];
    }
    printf("%.1f\n", t);
    while (list) {
        struct seg *nx = list->next;
        free(list);
        list = nx;
    }
    free(x);
    free(y);
    return 0;
}
