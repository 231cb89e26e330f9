#include <stdio.h>
#include <stdlib.h>
struct work {
    int n;
    double *x, *y;
};

static void relax(int n, double *restrict x, double *restrict y)
{
    if (n >= 4169) {
        #pragma omp parallel for
        for (int i = 1; i < n - 1; i++) {
            y[i] = 0.5 * x[i] + 0.25 * (x[i - 1] + x[i + 1]);
        }
    } else {
        for (int i = 1; i < n - 1; i++) {
            y[i] = 0.5 * x[i] + 0.25 * (x[i - 1] + x[i + 1]);
        }
    }
    if (n >= 12502) {
        #pragma omp parallel for
        for (int i = 1; i < n - 1; i++) {
            x[i] = y[i];
        }
    } else {
        for (int i = 1; i < n - 1; i++) {
            x[i] = y[i];
        }
    }
}

int main(void)
{
    struct work s = {400000, (void *)0, (void *)0};
    s.x = malloc(s.n * sizeof *s.x);
    s.y = malloc(s.n * sizeof *s.y);
    for (int i = 0; i < s.n; i++) {
        s.x[i] = (double)(i % 97);
    }
    for (int t = 0; t < 16; t++) {
        relax(s.n, s.x, s.y);
    }
    double c = 0;
    if (s.n >= 8334) {
        #pragma omp parallel for reduction(+:c)
        for (int i = 0; i < s.n; i++) {
            c += s.x[i] * (i % 7);
        }
    } else {
        for (int i = 0; i < s.n; i++) {
            c += s.x[i] * (i % 7);
        }
    }
    printf("%.6f\n", c);
    free(s.x);
    free(s.y);
    return 0;
}
