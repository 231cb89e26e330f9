#include <stdio.h>
#include <stdlib.h>

static void smooth_rows(int nr, int ny, double *a)
{
    #pragma omp parallel for
    for (int i = 0; i < nr; i++) {
        for (int j = 1; j < ny; j++) {
            a[i * ny + j] = 0.5 * a[i * ny + j - 1] + 0.25 * a[i * ny + j];
        }
    }
}

static void shift_up(int nr, int ny, double *a)
{
    for (int i = 0; i < nr - 1; i++) {
        for (int j = 0; j < ny; j++) {
            a[i * ny + j] = a[(i + 1) * ny + j] * 0.9;
        }
    }
}

static void restride(int nr, int nx, int ny, double *a)
{
    if (nx > ny || nx < 1) {
        return;
    }
    for (int i = 0; i < nr; i++) {
        for (int j = 0; j < nx; j++) {
            a[i * ny + j] = a[i * nx + j] + 1.0;
        }
    }
}

static void column_sums(int nx, int ny, int nz, const double *v, double *out)
{
    #pragma omp parallel for
    for (int i = 0; i < nx; i++) {
        for (int j = 0; j < ny; j++) {
            double s = 0.0;
            for (int k = 0; k < nz; k++) {
                s += v[i * ny * nz + j * nz + k];
            }
            out[i * ny + j] = s;
        }
    }
}

int main(int argc, char **argv)
{
    (void)argv;
    int nr = 600, ny = 500, nx = 300 + (argc > 7);
    int vx = 40, vy = 50, vz = 60;
    double *a = malloc((size_t)nr * ny * sizeof *a);
    double *b = malloc((size_t)nr * ny * sizeof *b);
    double *v = malloc((size_t)vx * vy * vz * sizeof *v);
    double *out = malloc((size_t)vx * vy * sizeof *out);
    if (!a || !b || !v || !out) {
        return 1;
    }
    if (nr * ny >= 5556) {
        #pragma omp parallel for
        for (int k = 0; k < nr * ny; k++) {
            a[k] = k % 13 * 0.5;
            b[k] = k % 7 * 0.25;
        }
    } else {
        for (int k = 0; k < nr * ny; k++) {
            a[k] = k % 13 * 0.5;
            b[k] = k % 7 * 0.25;
        }
    }
    if (vx * vy * vz >= 10000) {
        #pragma omp parallel for
        for (int k = 0; k < vx * vy * vz; k++) {
            v[k] = k % 11 * 0.125;
        }
    } else {
        for (int k = 0; k < vx * vy * vz; k++) {
            v[k] = k % 11 * 0.125;
        }
    }
    smooth_rows(nr, ny, a);
    shift_up(nr, ny, a);
    restride(nr, nx, ny, b);
    column_sums(vx, vy, vz, v, out);
    double sa = 0.0, sb = 0.0, so = 0.0;
    if (nr * ny >= 4546) {
        #pragma omp parallel for reduction(+:sa, sb)
        for (int k = 0; k < nr * ny; k++) {
            sa += a[k] * (1 + k % 3);
            sb += b[k] * (1 + k % 5);
        }
    } else {
        for (int k = 0; k < nr * ny; k++) {
            sa += a[k] * (1 + k % 3);
            sb += b[k] * (1 + k % 5);
        }
    }
    if (vx * vy >= 8334) {
        #pragma omp parallel for reduction(+:so)
        for (int k = 0; k < vx * vy; k++) {
            so += out[k] * (1 + k % 4);
        }
    } else {
        for (int k = 0; k < vx * vy; k++) {
            so += out[k] * (1 + k % 4);
        }
    }
    printf("%.9e %.9e %.9e\n", sa, sb, so);
    free(a);
    free(b);
    free(v);
    free(out);
    return 0;
}
