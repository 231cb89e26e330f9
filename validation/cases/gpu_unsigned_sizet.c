/* Unsigned loop indices and size_t bounds in kernels: an unsigned index with
 * an unsigned bound, size_t index and bound from a sizeof computation, a size_t
 * 2-D nest over a heap buffer, unsigned arithmetic that wraps inside the body
 * (defined), downward size_t loops (i-- > 0, and i >= 1; i--), and an
 * unsigned short index. */
#include <stdio.h>
#include <stdlib.h>

#define N 50000u
#define COLS 200

static unsigned ua[N];
static double da[N];

int main(int argc, char **argv)
{
    (void)argv;
    size_t n = sizeof da / sizeof da[0];
    size_t rows = 150 + (size_t)argc, cols = COLS;
    unsigned short small = 45000;
    for (unsigned i = 0; i < N; i++)
        ua[i] = i * 2654435761u + 12345u;
    for (size_t i = 0; i < n; i++)
        da[i] = (double)(ua[i] >> 20) * 0.5;
    for (unsigned i = 0; i < N; i++)
        ua[i] = (ua[i] - 4000000000u) ^ (i << 7);
    double *g = malloc(rows * cols * sizeof *g);
    for (size_t i = 0; i < rows; i++)
        for (size_t j = 0; j < cols; j++)
            g[i * COLS + j] = (double)((i * 3 + j) % 17);
    for (size_t i = n; i-- > 0;)
        da[i] = da[i] + 1.0;
    for (size_t i = n - 1; i >= 1; i--)
        da[i] = da[i] - 0.25 * (double)(i % 4);
    for (unsigned short s = 0; s < small; s++)
        da[s] = da[s] * 2.0 - s % 5;
    for (size_t i = 10; i < n - 10; i += 5)
        ua[i] = ua[i] + (unsigned)i;
    unsigned long long su = 0;
    double sd = 0, sg = 0;
    for (size_t i = 0; i < N; i++) {
        su += ua[i];
        sd += da[i] * (double)(i % 3 + 1);
    }
    for (size_t k = 0; k < rows * cols; k++)
        sg += g[k] * (double)(k % 4 + 1);
    printf("n %zu rows %zu\n", n, rows);
    printf("ua %llu da %.12e g %.12e\n", su, sd, sg);
    printf("probe %u %u %.12e\n", ua[0], ua[N - 1], da[N - 1]);
    free(g);
    return 0;
}
