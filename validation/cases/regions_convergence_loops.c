/* Loops that run until a computed condition holds, around parallel loops: a Jacobi
 * solver that stops on its residual, and a list of blocks walked node by node. The region
 * is hoisted around them; every thread reads the condition after the barrier that
 * publishes its values. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100000

struct block {
    int n;
    double *v;
    struct block *next;
};

static double u[N], w[N], f[N];

static int solve(double tol, int maxit)
{
    int it = 0;
    double err;
    do {
        for (int i = 1; i < N - 1; i++)
            w[i] = 0.5 * (u[i - 1] + u[i + 1] + f[i]);
        err = 0.0;
        for (int i = 1; i < N - 1; i++) {
            double d = fabs(w[i] - u[i]);
            if (d > err)
                err = d;
        }
        for (int i = 1; i < N - 1; i++)
            u[i] = w[i];
        it++;
    } while (err > tol && it < maxit);
    return it;
}

static double walk(struct block *head)
{
    double total = 0.0;
    struct block *b = head;
    while (b) {
        for (int i = 0; i < b->n; i++)
            b->v[i] = b->v[i] * 0.5 + (double) (i % 17);
        total += b->v[b->n / 2];
        b = b->next;
    }
    return total;
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        u[i] = 0.0;
        f[i] = (double) (i % 11) * 1e-3;
    }
    int it = solve(1e-4, 400);
    struct block *head = NULL;
    for (int k = 0; k < 6; k++) {
        struct block *b = malloc(sizeof *b);
        if (!b)
            return 1;
        b->n = 50000 + 1000 * k;
        b->v = malloc(b->n * sizeof *b->v);
        if (!b->v)
            return 1;
        for (int i = 0; i < b->n; i++)
            b->v[i] = (double) (i % 7);
        b->next = head;
        head = b;
    }
    double t = walk(head);
    double cs = 0.0;
    for (int i = 0; i < N; i++)
        cs += u[i] * (i % 3 + 1);
    printf("%d %.9e %.9e\n", it, cs, t);
    while (head) {
        struct block *next = head->next;
        free(head->v);
        free(head);
        head = next;
    }
    return 0;
}
