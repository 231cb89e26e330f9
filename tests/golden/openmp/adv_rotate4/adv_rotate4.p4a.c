#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    double *a = malloc(100000 * sizeof *a), *b = malloc(100000 * sizeof *b);
    double *c = malloc(100000 * sizeof *c), *d = malloc(100000 * sizeof *d);
    if (!a || !b || !c || !d) {
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        a[i] = i % 3;
        b[i] = i % 5;
        c[i] = i % 7;
        d[i] = 0;
    }
    #pragma omp parallel
    for (int t = 0; t < 9; t++) {
        #pragma omp for
        for (int i = 1; i < 100000 - 1; i++) {
            d[i] = a[i] + 0.5 * b[i - 1] - 0.25 * c[i + 1];
        }
        double *x = a;
        #pragma omp barrier
        #pragma omp master
        {
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
        #pragma omp barrier
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 100000; i++) {
        s += a[i] + 2 * b[i] + 3 * c[i] + 4 * d[i];
    }
    printf("%.12e\n", s);
    return 0;
}
