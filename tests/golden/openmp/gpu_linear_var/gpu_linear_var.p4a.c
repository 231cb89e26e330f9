#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    (void)argv;
    int rows = 240 + argc;
    int n = 199 + 2 * argc;
    double *a = malloc((size_t)rows * n * sizeof *a);
    double *b = malloc((size_t)rows * n * sizeof *b);
    double *s = malloc((size_t)rows * n * sizeof *s);
    if (rows >= 8) {
        #pragma omp parallel for
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < n; j++) {
                a[i * n + j] = i % 23 * 0.5 - j % 19 * 0.25;
            }
        }
    } else {
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < n; j++) {
                a[i * n + j] = i % 23 * 0.5 - j % 19 * 0.25;
            }
        }
    }
    if (rows >= 8) {
        #pragma omp parallel for
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < n; j++) {
                b[j * rows + i] = a[i * n + j] * 2.0 + i;
            }
        }
    } else {
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < n; j++) {
                b[j * rows + i] = a[i * n + j] * 2.0 + i;
            }
        }
    }
    if (rows * n >= 12500) {
        #pragma omp parallel for
        for (int k = 0; k < rows * n; k++) {
            s[k] = -1.0;
        }
    } else {
        for (int k = 0; k < rows * n; k++) {
            s[k] = -1.0;
        }
    }
    if (rows >= 10) {
        #pragma omp parallel for
        for (int i = 1; i < rows - 1; i++) {
            for (int j = 1; j < n - 1; j++) {
                s[i * n + j] = a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] + a[i * n + j + 1] - 4.0 * a[i * n + j];
            }
        }
    } else {
        for (int i = 1; i < rows - 1; i++) {
            for (int j = 1; j < n - 1; j++) {
                s[i * n + j] = a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] + a[i * n + j + 1] - 4.0 * a[i * n + j];
            }
        }
    }
    int base = 10 * n + 20;
    for (int i = 0; i < rows / 2; i++) {
        for (int j = 0; j < n / 2; j++) {
            a[base + i * n + j] = b[j * rows + i] * 0.5;
        }
    }
    double sa = 0, sb = 0, ss = 0;
    if (rows * n >= 3125) {
        #pragma omp parallel for reduction(+:sa, sb, ss)
        for (int k = 0; k < rows * n; k++) {
            sa += a[k] * (k % 7 + 1);
            sb += b[k] * (k % 5 + 1);
            ss += s[k] * (k % 3 + 1);
        }
    } else {
        for (int k = 0; k < rows * n; k++) {
            sa += a[k] * (k % 7 + 1);
            sb += b[k] * (k % 5 + 1);
            ss += s[k] * (k % 3 + 1);
        }
    }
    printf("rows %d cols %d\n", rows, n);
    printf("a %.12e b %.12e s %.12e\n", sa, sb, ss);
    printf("probe %.12e %.12e %.12e\n", a[base + n + 1], b[rows * n - 1], s[n + 1]);
    free(a);
    free(b);
    free(s);
    return 0;
}
