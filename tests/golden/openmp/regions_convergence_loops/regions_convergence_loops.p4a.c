#include <math.h>
#include <stdio.h>
#include <stdlib.h>
struct block {
    int n;
    double *v;
    struct block *next;
};
static double u[100000], w[100000], f[100000];

static int solve(double tol, int maxit)
{
    int it = 0;
    double err;
    #pragma omp parallel
    do {
        #pragma omp barrier
        #pragma omp master
        err = 0.0;
        #pragma omp barrier
        #pragma omp for reduction(max:err)
        for (int i = 1; i < 100000 - 1; i++) {
            w[i] = 0.5 * (u[i - 1] + u[i + 1] + f[i]);
            {
                double d = fabs(w[i] - u[i]);
                if (d > err) {
                    err = d;
                }
            }
        }
        #pragma omp for
        for (int i = 1; i < 100000 - 1; i++) {
            u[i] = w[i];
        }
        #pragma omp master
        it++;
        #pragma omp barrier
    } while (err > tol && it < maxit);
    return it;
}

static double walk(struct block *head)
{
    double total = 0.0;
    struct block *b = head;
    while (b) {
        int p4a_b_n = b->n;
        double *p4a_b_v = b->v;
        if (p4a_b_n >= 6250) {
            #pragma omp parallel for
            for (int i = 0; i < p4a_b_n; i++) {
                p4a_b_v[i] = p4a_b_v[i] * 0.5 + (double)(i % 17);
            }
        } else {
            for (int i = 0; i < p4a_b_n; i++) {
                p4a_b_v[i] = p4a_b_v[i] * 0.5 + (double)(i % 17);
            }
        }
        total += b->v[b->n / 2];
        b = b->next;
    }
    return total;
}

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        u[i] = 0.0;
        f[i] = (double)(i % 11) * 1e-3;
    }
    int it = solve(1e-4, 400);
    struct block *head = (void *)0;
    for (int k = 0; k < 6; k++) {
        struct block *b = malloc(sizeof *b);
        if (!b) {
            return 1;
        }
        b->n = 50000 + 1000 * k;
        b->v = malloc(b->n * sizeof *b->v);
        if (!b->v) {
            return 1;
        }
        int p4a_b_n_1 = b->n;
        double *p4a_b_v_1 = b->v;
        if (p4a_b_n_1 >= 10000) {
            #pragma omp parallel for
            for (int i = 0; i < p4a_b_n_1; i++) {
                p4a_b_v_1[i] = (double)(i % 7);
            }
        } else {
            for (int i = 0; i < p4a_b_n_1; i++) {
                p4a_b_v_1[i] = (double)(i % 7);
            }
        }
        b->next = head;
        head = b;
    }
    double t = walk(head);
    double cs = 0.0;
    #pragma omp parallel for reduction(+:cs)
    for (int i = 0; i < 100000; i++) {
        cs += u[i] * (i % 3 + 1);
    }
    printf("%d %.9e %.9e\n", it, cs, t);
    while (head) {
        struct block *next = head->next;
        free(head->v);
        free(head);
        head = next;
    }
    return 0;
}
