/* Compound literals: a stencil's weights as `(const double[]){...}` in the loop body, a
   point built as `(struct v2){...}` per iteration, and a compound literal passed by
   address to a helper. */
#include <stdio.h>
#include <stdlib.h>

struct v2 {
    double x, y;
};

static double dot(const struct v2 *a, const struct v2 *b)
{
    return a->x * b->x + a->y * b->y;
}

int main(void)
{
    int n = 300000;
    double *a = malloc(n * sizeof *a);
    double *b = malloc(n * sizeof *b);
    double *c = malloc(n * sizeof *c);
    for (int i = 0; i < n; i++)
        a[i] = (double)(i % 211) / 211.0;
    for (int i = 2; i < n - 2; i++) {
        const double *w = (const double[]){ 1.0, 4.0, 6.0, 4.0, 1.0 };
        double s = 0.0;
        for (int k = 0; k < 5; k++)
            s += w[k] * a[i + k - 2];
        b[i] = s / 16.0;
    }
    b[0] = b[1] = b[n - 2] = b[n - 1] = 0.0;
    for (int i = 0; i < n; i++) {
        struct v2 p = (struct v2){ .x = a[i], .y = b[i] };
        c[i] = dot(&p, &(struct v2){ 0.5, -0.25 });
    }
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += c[i];
    printf("s %.6e mid %.6e\n", s, c[n / 2]);
    free(a);
    free(b);
    free(c);
    return 0;
}
