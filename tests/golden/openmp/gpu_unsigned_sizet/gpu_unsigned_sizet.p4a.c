#include <stdio.h>
#include <stdlib.h>
static unsigned int ua[50000u];
static double da[50000u];

int main(int argc, char **argv)
{
    (void)argv;
    size_t n = sizeof da / sizeof da[0];
    size_t rows = 150 + (size_t)argc, cols = 200;
    unsigned short small = 45000;
    #pragma omp parallel for
    for (unsigned int i = 0; i < 50000u; i++) {
        ua[i] = i * 2654435761u + 12345u;
    }
    if (n >= 7143) {
        #pragma omp parallel for
        for (size_t i = 0; i < n; i++) {
            da[i] = (double)(ua[i] >> 20) * 0.5;
        }
    } else {
        for (size_t i = 0; i < n; i++) {
            da[i] = (double)(ua[i] >> 20) * 0.5;
        }
    }
    #pragma omp parallel for
    for (unsigned int i = 0; i < 50000u; i++) {
        ua[i] = (ua[i] - 4000000000u) ^ i << 7;
    }
    double *g = malloc(rows * cols * sizeof *g);
    if (rows >= 28) {
        #pragma omp parallel for
        for (size_t i = 0; i < rows; i++) {
            for (size_t j = 0; j < cols; j++) {
                g[i * 200 + j] = (double)((i * 3 + j) % 17);
            }
        }
    } else {
        for (size_t i = 0; i < rows; i++) {
            for (size_t j = 0; j < cols; j++) {
                g[i * 200 + j] = (double)((i * 3 + j) % 17);
            }
        }
    }
    for (size_t i = n; i-- > 0;) {
        da[i] = da[i] + 1.0;
    }
    if (n >= 6251) {
        #pragma omp parallel for
        for (size_t i = n - 1; i >= 1; i--) {
            da[i] = da[i] - 0.25 * (double)(i % 4);
        }
    } else {
        for (size_t i = n - 1; i >= 1; i--) {
            da[i] = da[i] - 0.25 * (double)(i % 4);
        }
    }
    #pragma omp parallel for
    for (unsigned short s = 0; s < small; s++) {
        da[s] = da[s] * 2.0 - s % 5;
    }
    if (n >= 41686) {
        #pragma omp parallel for
        for (size_t i = 10; i < n - 10; i += 5) {
            ua[i] = ua[i] + (unsigned int)i;
        }
    } else {
        for (size_t i = 10; i < n - 10; i += 5) {
            ua[i] = ua[i] + (unsigned int)i;
        }
    }
    unsigned long long su = 0;
    double sd = 0, sg = 0;
    #pragma omp parallel for reduction(+:sd, su)
    for (size_t i = 0; i < 50000u; i++) {
        su += ua[i];
        sd += da[i] * (double)(i % 3 + 1);
    }
    if (rows * cols >= 7143) {
        #pragma omp parallel for reduction(+:sg)
        for (size_t k = 0; k < rows * cols; k++) {
            sg += g[k] * (double)(k % 4 + 1);
        }
    } else {
        for (size_t k = 0; k < rows * cols; k++) {
            sg += g[k] * (double)(k % 4 + 1);
        }
    }
    printf("n %zu rows %zu\n", n, rows);
    printf("ua %llu da %.12e g %.12e\n", su, sd, sg);
    printf("probe %u %u %.12e\n", ua[0], ua[50000u - 1], da[50000u - 1]);
    free(g);
    return 0;
}
