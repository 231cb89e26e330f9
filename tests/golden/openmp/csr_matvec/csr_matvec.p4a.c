#include <stdio.h>
static int rowstr[2000 + 1];
static int col[2000 * 7];
static double a[2000 * 7], p[2000], q[2000], r[2000], d[2000];

static void matvec(int n, const int *rowstr, const int *col, const double *a, const double *p, double *restrict q)
{
    int j, k;
    double s;
    #pragma omp parallel for private(k, s) schedule(static, 1)
    for (j = 0; j < n; j++) {
        s = 0.0;
        for (k = rowstr[j]; k < rowstr[j + 1]; k++) {
            s += a[k] * p[col[k]];
        }
        q[j] = s;
    }
}

static void diagonal(int n, const int *rowstr, const int *col, const double *a, double *restrict d)
{
    int j, k;
    #pragma omp parallel for private(k)
    for (j = 0; j < n; j++) {
        for (k = rowstr[j]; k < rowstr[j + 1] && col[k] != j; k++) {
        }
        d[j] = k < rowstr[j + 1] ? a[k] : -1.0;
    }
}

int main(void)
{
    int j, k, nz = 0;
    double s, sum = 0.0;
    for (j = 0; j < 2000; j++) {
        rowstr[j] = nz;
        for (k = 0; k < 1 + j * 5 % 7; k++) {
            col[nz] = (j * 13 + k * 101) % 2000;
            a[nz] = 1.0 / (1.0 + j + k);
            nz++;
        }
        p[j] = 1.0 + j % 17 * 0.25;
    }
    rowstr[2000] = nz;
    #pragma omp parallel for private(s) lastprivate(k)
    for (j = 0; j < 2000; j++) {
        s = 0.0;
        for (k = rowstr[j]; k < rowstr[j + 1]; k++) {
            s += a[k] * p[col[k]];
        }
        q[j] = s;
    }
    #pragma omp parallel for lastprivate(k)
    for (j = 0; j < 2000; j++) {
        double t = 0.0;
        for (k = rowstr[j]; k < rowstr[j + 1]; k++) {
            t = t + a[k] * q[col[k]];
        }
        r[j] = t - p[j];
    }
    printf("k after the nest: %d\n", k);
    matvec(2000, rowstr, col, a, r, q);
    diagonal(2000, rowstr, col, a, d);
    for (j = 0; j < 2000; j++) {
        sum += q[j] * (j % 7) + r[j] + d[j];
    }
    printf("checksum %.10e\n", sum);
    return 0;
}
