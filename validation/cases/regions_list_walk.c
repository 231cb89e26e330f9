/* Blocks of a list, each swept by a parallel loop of constant length: the walk's
 * pointer and the values read through it change every iteration. */
#include <stdio.h>
#include <stdlib.h>

#define LEN 200000

struct node {
    double *v;
    double scale;
    struct node *next;
};

static double sweep(struct node *head)
{
    double total = 0.0;
    struct node *q = head;
    while (q) {
        for (int i = 0; i < LEN; i++)
            q->v[i] = q->v[i] * q->scale + (double) (i % 5);
        total += q->v[LEN / 3];
        q = q->next;
    }
    return total;
}

int main(void)
{
    struct node *head = NULL;
    for (int k = 0; k < 5; k++) {
        struct node *b = malloc(sizeof *b);
        if (!b)
            return 1;
        b->v = malloc(LEN * sizeof *b->v);
        if (!b->v)
            return 1;
        for (int i = 0; i < LEN; i++)
            b->v[i] = (double) ((i + k) % 9);
        b->scale = 0.5 + 0.1 * k;
        b->next = head;
        head = b;
    }
    double t = 0.0;
    for (int r = 0; r < 3; r++)
        t += sweep(head);
    printf("%.9e\n", t);
    while (head) {
        struct node *n = head->next;
        free(head->v);
        free(head);
        head = n;
    }
    return 0;
}
