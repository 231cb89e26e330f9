#include <stdio.h>
#include <stdlib.h>
struct node {
    double val;
    int key;
    struct node *next;
};

int main(void)
{
    int n = 150000;
    struct node *head = (void *)0;
    for (int i = 0; i < n; i++) {
        struct node *nd = malloc(sizeof *nd);
        nd->val = (double)(i * 31 % 503) / 503.0;
        nd->key = i;
        nd->next = head;
        head = nd;
    }
    double *v = malloc(n * sizeof *v);
    double *w = malloc(n * sizeof *w);
    int k = 0;
    for (struct node *p = head; p != (void *)0; p = p->next) {
        v[k++] = p->val;
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        w[i] = v[i] * (1.0 - v[i]);
    }
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        v[i] = (w[i - 1] + 2.0 * w[i] + w[i + 1]) * 0.25;
    }
    k = 0;
    for (struct node *p = head; p != (void *)0; p = p->next) {
        p->val = v[k++];
    }
    double s = 0.0;
    long keys = 0;
    for (struct node *p = head; p; p = p->next) {
        s += p->val;
        keys += p->key % 10;
    }
    printf("count %d s %.6e keys %ld\n", k, s, keys);
    while (head) {
        struct node *nx = head->next;
        free(head);
        head = nx;
    }
    free(v);
    free(w);
    return 0;
}
