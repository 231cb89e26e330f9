#include <stdio.h>
#include <stdlib.h>
struct view {
    double *p;
};
static double *g_buf;

int main(void)
{
    int n = 200000;
    double *a = malloc(n * sizeof *a);
    double *b = malloc(n * sizeof *b);
    struct view vw = {a};
    g_buf = a;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        a[i] = (double)(i % 9);
    }
    vw.p[5] = 1000.0;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        b[i] = a[i] * 2.0;
    }
    a[7] = -3.0;
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        b[i] += a[i];
        s += b[i];
    }
    printf("%.6e\n", s);
    free(a);
    free(b);
    return 0;
}
