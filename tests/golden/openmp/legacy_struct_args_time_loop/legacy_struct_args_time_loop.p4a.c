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
    int p4a_s_n = s.n;
    double *p4a_s_x = s.x;
    if (p4a_s_n >= 10000) {
        #pragma omp parallel for
        for (int i = 0; i < p4a_s_n; i++) {
            p4a_s_x[i] = (double)(i % 97);
        }
    } else {
        for (int i = 0; i < p4a_s_n; i++) {
            p4a_s_x[i] = (double)(i % 97);
        }
    }
    int p4a_s_n_1 = s.n;
    double *p4a_s_x_1 = s.x;
    double *p4a_s_y = s.y;
    for (int t = 0; t < 16; t++) {
        relax(p4a_s_n_1, p4a_s_x_1, p4a_s_y);
    }
    double c = 0;
    int p4a_s_n_2 = s.n;
    double *p4a_s_x_2 = s.x;
    if (p4a_s_n_2 >= 10000) {
        #pragma omp parallel for reduction(+:c)
        for (int i = 0; i < p4a_s_n_2; i++) {
            c += p4a_s_x_2[i] * (i % 7);
        }
    } else {
        for (int i = 0; i < p4a_s_n_2; i++) {
            c += p4a_s_x_2[i] * (i % 7);
        }
    }
    printf("%.6f\n", c);
    free(s.x);
    free(s.y);
    return 0;
}
