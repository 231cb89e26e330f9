#include <stdio.h>
#include <stddef.h>
double a[120000], b[120000];
int grid_points[3] = {100000, 2000, 3000};
int dims[2] = {90000, 5};

static void grow(int *d)
{
    d[0] += 1;
}

static void shapes(int n)
{
    #pragma omp parallel for
    for (unsigned int u = 0; u < 100000u; u++) {
        a[u] = u * 0.5;
        b[u] = a[u] + u;
    }
    #pragma omp parallel for
    for (int i = 99999; i >= 0; --i) {
        a[i] += 2;
    }
    #pragma omp parallel for
    for (int i = 99999; i >= 0; i -= 3) {
        b[i] -= 1;
    }
    if (n >= 16667) {
        #pragma omp parallel for
        for (int i = 0; i != n; i++) {
            a[i] += 3;
        }
    } else {
        for (int i = 0; i != n; i++) {
            a[i] += 3;
        }
    }
    if (n >= 12500) {
        #pragma omp parallel for
        for (int i = n - 1; i != -1; i--) {
            b[i] += a[i];
        }
    } else {
        for (int i = n - 1; i != -1; i--) {
            b[i] += a[i];
        }
    }
    int p4a_grid_points_0 = grid_points[0];
    if (p4a_grid_points_0 >= 16669) {
        #pragma omp parallel for
        for (int k = 1; k <= p4a_grid_points_0 - 2; k++) {
            a[k] *= 2;
        }
    } else {
        for (int k = 1; k <= p4a_grid_points_0 - 2; k++) {
            a[k] *= 2;
        }
    }
    if ((size_t)n >= 16667) {
        #pragma omp parallel for
        for (size_t s = 0; s < (size_t)n; s++) {
            b[s] += 1;
        }
    } else {
        for (size_t s = 0; s < (size_t)n; s++) {
            b[s] += 1;
        }
    }
}

static void refusals(void)
{
    int k;
    for (k = 0; k < grid_points[1]; k++) {
        a[k] += 1;
        grid_points[1] -= k == 10;
    }
    for (k = 0; k < dims[0]; k++) {
        b[k] += 1;
        if (k == 100) {
            grow(dims);
        }
    }
}

int main(int argc, char **argv)
{
    (void)argv;
    shapes(99999 + argc);
    refusals();
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 120000; i++) {
        s += a[i] * 1e-3 + b[i];
    }
    printf("%.6f %d %d\n", s, grid_points[1], dims[0]);
    return 0;
}
