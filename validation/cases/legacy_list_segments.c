/* legacy finding 006, full program (mode opencl: wrong output, 400000.0 instead of 800000.0: the host walk of the segment list writes x through s->base with no transfers); see legacy-006.c */
#include <stdio.h>
#include <stdlib.h>
struct seg { double *base; int len; double scale; struct seg *next; };
static struct seg *push(struct seg *head, double *base, int len, double scale)
{
    struct seg *s = malloc(sizeof *s);
    s->base = base; s->len = len; s->scale = scale; s->next = head;
    return s;
}
int main(void)
{
    int n = 200000;
    double *x = malloc(n * sizeof *x);
    double *y = malloc(n * sizeof *y);
    struct seg *list = NULL;
    for (int k = 0; k < 4; k++)
        list = push(list, x + k * 40000, 20000, 2.0 + k);
    for (int i = 0; i < n; i++)
        x[i] = 1.0;
    for (struct seg *s = list; s; s = s->next)
        for (int j = 0; j < s->len; j++)
            s->base[j] *= s->scale;
    for (int i = 0; i < n; i++)
        y[i] = x[i] * 2.0;
    double t = 0;
    for (int i = 0; i < n; i++)
        t += y[i];
    printf("%.1f\n", t);
    while (list) { struct seg *nx = list->next; free(list); list = nx; }
    free(x); free(y);
    return 0;
}
