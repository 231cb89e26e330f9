/* Four pointers rotated through their own blocks with a two-step temporary chain, and
 * a conditional swap of two of them: every loop between the rotations is parallel, the
 * time loop is not. */
#include <stdio.h>
#include <stdlib.h>
#define N 100000
int main(void)
{
    double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
    double *c = malloc(N * sizeof *c), *d = malloc(N * sizeof *d);
    if (!a || !b || !c || !d)
        return 1;
    for (int i = 0; i < N; i++) {
        a[i] = i % 3;
        b[i] = i % 5;
        c[i] = i % 7;
        d[i] = 0;
    }
    for (int t = 0; t < 9; t++) {
        for (int i = 1; i < N - 1; i++)
            d[i] = a[i] + 0.5 * b[i - 1] - 0.25 * c[i + 1];
        double *x = a;
        double *y = b;
        a = b;
        b = c;
        c = d;
        d = x;
        (void)y;
        if (t % 2) {
            double *z = a;
            a = c;
            c = z;
        }
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s += a[i] + 2 * b[i] + 3 * c[i] + 4 * d[i];
    printf("%.12e\n", s);
    return 0;
}
