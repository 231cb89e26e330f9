/* Two-dimensional and three-dimensional data in flat heap arrays indexed by hand
 * (a[i*ny + j], v[(i*ny + j)*nz + k]), the way legacy C without VLAs writes them.
 *
 * - smooth_rows: a recurrence along each row (a[i*ny + j - 1]): the rows are independent,
 *   the loop over rows is parallel once i*ny + j - 1 is seen as row i, column j - 1.
 * - shift_up: each row reads the next one (a[(i+1)*ny + j]): an anti dependence carried
 *   by the row loop; sequential.
 * - restride: writes with one row length and reads with another (a[i*ny + j] from
 *   a[i*nx + j], nx < ny): the two subscripts are not the same (i, j) pairs, rows overlap
 *   across iterations, and the loop must stay sequential (p4a once compared them as
 *   a[i][j] twice and made it parallel: wrong output).
 * - column_sums: a 3-D volume summed along k with i*ny*nz + j*nz + k; parallel over i. */
#include <stdio.h>
#include <stdlib.h>

static void smooth_rows(int nr, int ny, double *a)
{
    for (int i = 0; i < nr; i++)
        for (int j = 1; j < ny; j++)
            a[i * ny + j] = 0.5 * a[i * ny + j - 1] + 0.25 * a[i * ny + j];
}

static void shift_up(int nr, int ny, double *a)
{
    for (int i = 0; i < nr - 1; i++)
        for (int j = 0; j < ny; j++)
            a[i * ny + j] = a[(i + 1) * ny + j] * 0.9;
}

static void restride(int nr, int nx, int ny, double *a)
{
    if (nx > ny || nx < 1)
        return;
    for (int i = 0; i < nr; i++)
        for (int j = 0; j < nx; j++)
            a[i * ny + j] = a[i * nx + j] + 1.0;
}

static void column_sums(int nx, int ny, int nz, const double *v, double *out)
{
    for (int i = 0; i < nx; i++)
        for (int j = 0; j < ny; j++) {
            double s = 0.0;
            for (int k = 0; k < nz; k++)
                s += v[i * ny * nz + j * nz + k];
            out[i * ny + j] = s;
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
    if (!a || !b || !v || !out)
        return 1;
    for (int k = 0; k < nr * ny; k++) {
        a[k] = (k % 13) * 0.5;
        b[k] = (k % 7) * 0.25;
    }
    for (int k = 0; k < vx * vy * vz; k++)
        v[k] = (k % 11) * 0.125;
    smooth_rows(nr, ny, a);
    shift_up(nr, ny, a);
    restride(nr, nx, ny, b);
    column_sums(vx, vy, vz, v, out);
    double sa = 0.0, sb = 0.0, so = 0.0;
    for (int k = 0; k < nr * ny; k++) {
        sa += a[k] * (1 + k % 3);
        sb += b[k] * (1 + k % 5);
    }
    for (int k = 0; k < vx * vy; k++)
        so += out[k] * (1 + k % 4);
    printf("%.9e %.9e %.9e\n", sa, sb, so);
    free(a); free(b); free(v); free(out);
    return 0;
}
