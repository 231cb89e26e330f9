#include <stdio.h>
#include <stdlib.h>
struct seg {
    int start, len;
    double scale;
    double sum;
    struct seg *next;
};

static struct seg *push(struct seg *head, int start, int len, double scale)
{
    struct seg *s = malloc(sizeof *s);
    s->start = start;
    s->len = len;
    s->scale = scale;
    s->sum = 0.0;
    s->next = head;
    return s;
}

int main(void)
{
    int n = 300000;
    double *x = malloc(n * sizeof *x);
    double *y = malloc(n * sizeof *y);
    struct seg *list = (void *)0;
    for (int k = 0; k < 12; k++) {
        list = push(list, k * 25000, 20000 + k % 3 * 2500, 1.0 + 0.125 * k);
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        x[i] = (double)(i % 1000) / 1000.0;
    }
    for (struct seg *s = list; s; s = s->next) {
        int p4a_s_start = s->start;
        int p4a_s_len = s->len;
        double p4a_s_scale = s->scale;
        if (p4a_s_start + p4a_s_len - p4a_s_start >= 16667) {
            #pragma omp parallel for
            for (int i = p4a_s_start; i < p4a_s_start + p4a_s_len; i++) {
                x[i] *= p4a_s_scale;
            }
        } else {
            for (int i = p4a_s_start; i < p4a_s_start + p4a_s_len; i++) {
                x[i] *= p4a_s_scale;
            }
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        y[i] = x[i] * x[i] + 0.5 * x[i];
    }
    int count = 0;
    for (struct seg *s = list; s; s = s->next) {
        double acc = 0.0;
        int p4a_s_start_1 = s->start;
        int p4a_s_len_1 = s->len;
        if (p4a_s_start_1 + p4a_s_len_1 - p4a_s_start_1 >= 16667) {
            #pragma omp parallel for reduction(+:acc)
            for (int i = p4a_s_start_1; i < p4a_s_start_1 + p4a_s_len_1; i++) {
                acc += y[i];
            }
        } else {
            for (int i = p4a_s_start_1; i < p4a_s_start_1 + p4a_s_len_1; i++) {
                acc += y[i];
            }
        }
        s->sum = acc;
        count++;
    }
    double tot = 0.0;
    #pragma omp parallel for reduction(+:tot)
    for (int i = 0; i < n; i++) {
        tot += y[i];
    }
    printf("segments %d total %.6e\n", count, tot);
    for (struct seg *s = list; s; s = s->next) {
        printf("seg %d %.6e\n", s->start, s->sum);
    }
    while (list) {
        struct seg *nx = list->next;
        free(list);
        list = nx;
    }
    free(x);
    free(y);
    return 0;
}
