#include <stdio.h>
#include <stdlib.h>
struct node {
    double *v;
    double scale;
    struct node *next;
};

static double sweep(struct node *head)
{
    double total = 0.0;
    struct node *q = head;
    #pragma omp parallel
    while (q) {
        #pragma omp barrier
        if (200000 >= 1) {
            double *p4a_q_v = q->v;
            double p4a_q_scale = q->scale;
            #pragma omp barrier
            #pragma omp for
            for (int i = 0; i < 200000; i++) {
                p4a_q_v[i] = p4a_q_v[i] * p4a_q_scale + (double)(i % 5);
            }
        }
        #pragma omp master
        {
            total += q->v[200000 / 3];
            q = q->next;
        }
        #pragma omp barrier
    }
    return total;
}

int main(void)
{
    struct node *head = (void *)0;
    for (int k = 0; k < 5; k++) {
        struct node *b = malloc(sizeof *b);
        if (!b) {
            return 1;
        }
        b->v = malloc(200000 * sizeof *b->v);
        if (!b->v) {
            return 1;
        }
        if (200000 >= 1) {
            double *p4a_b_v = b->v;
            #pragma omp parallel for
            for (int i = 0; i < 200000; i++) {
                p4a_b_v[i] = (double)((i + k) % 9);
            }
        }
        b->scale = 0.5 + 0.1 * k;
        b->next = head;
        head = b;
    }
    double t = 0.0;
    for (int r = 0; r < 3; r++) {
        t += sweep(head);
    }
    printf("%.9e\n", t);
    while (head) {
        struct node *n = head->next;
        free(head->v);
        free(head);
        head = n;
    }
    return 0;
}
