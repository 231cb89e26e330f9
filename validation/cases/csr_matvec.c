/* Sparse matrix-vector products in compressed-row storage, the shape of NAS CG's
   conj_grad: the inner loop runs from rowstr[j] to rowstr[j+1], and its index is
   declared with the function, not with the loop. */
#include <stdio.h>

#define N 2000
#define PER 7

static int rowstr[N + 1];
static int col[N * PER];
static double a[N * PER], p[N], q[N], r[N], d[N];

/* Through pointer parameters: the bound rowstr[j + 1] is read through a pointer. */
static void matvec(int n, const int *rowstr, const int *col, const double *a,
                   const double *p, double *restrict q)
{
    int j, k;
    double s;
    for (j = 0; j < n; j++) {
        s = 0.0;
        for (k = rowstr[j]; k < rowstr[j + 1]; k++)
            s += a[k] * p[col[k]];
        q[j] = s;
    }
}

/* The diagonal element of each row: a search loop (not counted), whose index is read
   after it in the same iteration. */
static void diagonal(int n, const int *rowstr, const int *col, const double *a,
                     double *restrict d)
{
    int j, k;
    for (j = 0; j < n; j++) {
        for (k = rowstr[j]; k < rowstr[j + 1] && col[k] != j; k++)
            ;
        d[j] = k < rowstr[j + 1] ? a[k] : -1.0;
    }
}

int main(void)
{
    int j, k, nz = 0;
    double s, sum = 0.0;
    for (j = 0; j < N; j++) {
        rowstr[j] = nz;
        for (k = 0; k < 1 + (j * 5) % PER; k++) {
            col[nz] = (j * 13 + k * 101) % N;
            a[nz] = 1.0 / (1.0 + j + k);
            nz++;
        }
        p[j] = 1.0 + (j % 17) * 0.25;
    }
    rowstr[N] = nz;
    for (j = 0; j < N; j++) {
        s = 0.0;
        for (k = rowstr[j]; k < rowstr[j + 1]; k++)
            s += a[k] * p[col[k]];
        q[j] = s;
    }
    /* The inner index is used after the nest: its last value must survive. */
    for (j = 0; j < N; j++) {
        double t = 0.0;
        for (k = rowstr[j]; k < rowstr[j + 1]; k++)
            t = t + a[k] * q[col[k]];
        r[j] = t - p[j];
    }
    printf("k after the nest: %d\n", k);
    matvec(N, rowstr, col, a, r, q);
    diagonal(N, rowstr, col, a, d);
    for (j = 0; j < N; j++)
        sum += q[j] * (j % 7) + r[j] + d[j];
    printf("checksum %.10e\n", sum);
    return 0;
}
