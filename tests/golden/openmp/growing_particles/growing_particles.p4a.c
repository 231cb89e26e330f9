#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 50000;
    double *x = malloc(n * sizeof *x);
    if (!x) {
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        x[i] = i % 101 * 0.01;
    }
    for (int t = 1; t <= 30; t++) {
        if (n >= 6250) {
            #pragma omp parallel for
            for (int i = 0; i < n; i++) {
                x[i] = x[i] * 0.999 + 0.001 * (i % 7);
            }
        } else {
            for (int i = 0; i < n; i++) {
                x[i] = x[i] * 0.999 + 0.001 * (i % 7);
            }
        }
        if (t % 10 == 0 && t < 30) {
            int m = n + n / 2;
            double *y = realloc(x, m * sizeof *y);
            if (!y) {
                return 1;
            }
            x = y;
            if (m - n >= 10000) {
                #pragma omp parallel for
                for (int i = n; i < m; i++) {
                    x[i] = i % 13 * 0.1;
                }
            } else {
                for (int i = n; i < m; i++) {
                    x[i] = i % 13 * 0.1;
                }
            }
            n = m;
        }
    }
    double s = 0.0;
    if (n >= 8334) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) {
            s += x[i] * (1 + i % 3);
        }
    } else {
        for (int i = 0; i < n; i++) {
            s += x[i] * (1 + i % 3);
        }
    }
    printf("n %d checksum %.10e\n", n, s);
    free(x);
    return 0;
}
