#include <stdio.h>
#include <stdlib.h>

static void haar(double *a, double *tmp, int n)
{
    if (n < 2) {
        return;
    }
    int h = n / 2;
    if (h >= 250000) {
        #pragma omp parallel for
        for (int i = 0; i < h; i++) {
            tmp[i] = (a[2 * i] + a[2 * i + 1]) * 0.5;
            tmp[h + i] = (a[2 * i] - a[2 * i + 1]) * 0.5;
        }
    } else {
        for (int i = 0; i < h; i++) {
            tmp[i] = (a[2 * i] + a[2 * i + 1]) * 0.5;
            tmp[h + i] = (a[2 * i] - a[2 * i + 1]) * 0.5;
        }
    }
    if (2 * h >= 1250000) {
        #pragma omp parallel for
        for (int i = 0; i < 2 * h; i++) {
            a[i] = tmp[i];
        }
    } else {
        for (int i = 0; i < 2 * h; i++) {
            a[i] = tmp[i];
        }
    }
    haar(a, tmp, h);
}

int main(void)
{
    int n = 1 << 20;
    double *a = malloc(n * sizeof *a);
    double *tmp = malloc(n * sizeof *tmp);
    if (!a || !tmp) {
        return 1;
    }
    unsigned int seed = 11;
    for (int i = 0; i < n; i++) {
        seed = seed * 1664525u + 1013904223u;
        a[i] = (seed >> 8) % 4096 / 64.0;
    }
    haar(a, tmp, n);
    printf("%.10e %.10e %.10e\n", a[0], a[1], a[n - 1]);
    double s = 0;
    for (int i = 0; i < n; i += 1024) {
        s += a[i] * a[i + 1];
    }
    printf("%.10e\n", s);
    free(a);
    free(tmp);
    return 0;
}
