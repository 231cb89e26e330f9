/* Matrix-vector products y = A x, 20 times, 3000 x 3000 doubles: one row per grid point. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int n = 3000, reps = 20;
    double (*a)[n] = malloc(sizeof(double[n][n]));
    double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) {
        x[i] = (double)(i % 10) / 10.0;
        for (int j = 0; j < n; j++)
            a[i][j] = (double)((i + 2 * j) % 7) - 3.0;
    }
    double check = 0.0;
    for (int r = 0; r < reps; r++) {
        for (int i = 0; i < n; i++) {
            double s = 0.0;
            for (int j = 0; j < n; j++)
                s += a[i][j] * x[j];
            y[i] = s;
        }
        check += y[r % n];
    }
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += y[i];
    printf("%.10e %.10e\n", s, check);
    free(a);
    free(x);
    free(y);
    return 0;
}
