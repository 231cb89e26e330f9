#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    size_t n = 300000;
    unsigned int m = 200000;
    double *a = malloc(n * sizeof *a);
    double *b = malloc(n * sizeof *b);
    unsigned int *c = malloc(m * sizeof *c);
    #pragma omp parallel for
    for (size_t i = n; i > 0; i--) {
        a[i - 1] = (double)(i * 11 % 97) / 97.0;
        b[i - 1] = a[i - 1] * 2.0 - 1.0;
    }
    for (unsigned int k = m; k-- > 0;) {
        c[k] = k * 2654435761u >> 16;
    }
    for (size_t i = n - 1; i > 0; i--) {
        b[i - 1] += 0.5 * b[i];
    }
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (size_t i = n; i > 0; i--) {
        s += b[i - 1];
    }
    unsigned long long cs = 0;
    #pragma omp parallel for reduction(+:cs)
    for (unsigned int k = m; k > 0; k--) {
        cs += c[k - 1];
    }
    printf("s %.6e b0 %.6e cs %llu\n", s, b[0], cs);
    free(a);
    free(b);
    free(c);
    return 0;
}
