#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    double *a = malloc(sizeof(double) * 250 * 180);
    double *x = malloc(sizeof(double) * 180);
    double *y = malloc(sizeof(double) * 250);
    double *q = malloc(sizeof(double) * 250 * 250);
    int *v = malloc(sizeof(int) * 60 * 24 * 20);
    for (int j = 0; j < 180; j++) {
        x[j] = 1.0 / (j + 1);
    }
    #pragma omp parallel for
    for (int i = 0; i < 250; i++) {
        for (int j = 0; j < 180; j++) {
            a[i * 180 + j] = (double)((i * 7 + j * 3) % 29) - 14.0;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 250; i++) {
        double s = 0;
        for (int j = 0; j < 180; j++) {
            s += a[i * 180 + j] * x[j];
        }
        y[i] = s;
    }
    #pragma omp parallel for
    for (int j = 0; j < 250; j++) {
        for (int i = 0; i < 250; i++) {
            q[j * 250 + i] = y[i] * (j + 1) - y[j];
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 60; i++) {
        for (int j = 0; j < 24; j++) {
            for (int k = 0; k < 20; k++) {
                v[(i * 24 + j) * 20 + k] = i * 400 + j * 20 + k;
            }
        }
    }
    double sa = 0, sy = 0, sq = 0;
    long sv = 0;
    #pragma omp parallel for reduction(+:sa)
    for (int k = 0; k < 250 * 180; k++) {
        a[k] = a[k] * 0.5 + 1.0;
        sa += a[k] * (k % 9 + 1);
    }
    for (int i = 0; i < 250; i++) {
        sy += y[i] * (i % 4 + 1);
    }
    #pragma omp parallel for reduction(+:sq)
    for (int k = 0; k < 250 * 250; k++) {
        sq += q[k] * (k % 3 + 1);
    }
    #pragma omp parallel for reduction(+:sv)
    for (int k = 0; k < 60 * 24 * 20; k++) {
        sv += (long)v[k] * (k % 11 + 1);
    }
    printf("a %.12e y %.12e q %.12e\n", sa, sy, sq);
    printf("v %ld probe %d\n", sv, v[(5 * 24 + 6) * 20 + 7]);
    free(a);
    free(x);
    free(y);
    free(q);
    free(v);
    return 0;
}
