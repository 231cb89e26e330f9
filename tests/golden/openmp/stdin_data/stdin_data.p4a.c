#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
    int rows, cols;
    char title[128];
    if (!fgets(title, sizeof title, stdin)) {
        return 1;
    }
    title[strcspn(title, "\n")] = '\0';
    if (scanf("%d %d", &rows, &cols) != 2 || rows <= 0 || cols <= 0) {
        fprintf(stderr, "bad header\n");
        return 1;
    }
    double (*a)[cols] = malloc(sizeof(double[rows][cols]));
    double *x = malloc(sizeof(double) * (size_t)cols);
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
            if (scanf("%lf", &a[i][j]) != 1) {
                fprintf(stderr, "short matrix\n");
                return 1;
            }
        }
    }
    for (int j = 0; j < cols; j++) {
        if (scanf("%lf", &x[j]) != 1) {
            fprintf(stderr, "short vector\n");
            return 1;
        }
    }
    printf("title: %s (%dx%d)\n", title, rows, cols);
    for (int i = 0; i < rows; i++) {
        double s = 0, mn = a[i][0], mx = a[i][0];
        for (int j = 0; j < cols; j++) {
            s += a[i][j] * x[j];
            if (a[i][j] < mn) {
                mn = a[i][j];
            }
            if (a[i][j] > mx) {
                mx = a[i][j];
            }
        }
        printf("row %d: Ax %.6e min %.6e max %.6e\n", i, s, mn, mx);
    }
    double ata[cols][cols];
    for (int p = 0; p < cols; p++) {
        for (int q = 0; q < cols; q++) {
            double s = 0;
            for (int i = 0; i < rows; i++) {
                s += a[i][p] * a[i][q];
            }
            ata[p][q] = s;
        }
    }
    double tr = 0;
    for (int p = 0; p < cols; p++) {
        tr += ata[p][p];
    }
    printf("trace(AtA) %.6e offdiag %.6e\n", tr, ata[0][cols - 1]);
    int q, nq = 0;
    long answer = 0;
    while (scanf("%d", &q) == 1) {
        int r = q / cols, c = q % cols;
        if (q >= 0 && r < rows) {
            printf("query %d -> a[%d][%d] = %.3f\n", q, r, c, a[r][c]);
            answer += (long)(a[r][c] * 1000) * (nq + 1) + q;
        } else {
            printf("query %d out of range\n", q);
        }
        nq++;
    }
    printf("%d queries, checksum %ld\n", nq, answer);
    free(a);
    free(x);
    return 0;
}
