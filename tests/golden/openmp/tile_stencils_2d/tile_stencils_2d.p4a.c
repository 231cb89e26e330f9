#include <stdio.h>
static double a[37][101], b[37][101], c[37][101];
static int alive[37][101], count[37][101];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 37; i++) {
        for (int j = 0; j < 101; j++) {
            a[i][j] = (i * 13 + j * 7) % 23 / 23.0;
            c[i][j] = 0.0;
            alive[i][j] = (i * 31 + j * 17) % 5 == 0;
        }
    }
    #pragma omp parallel
    for (int t = 0; t < 7; t++) {
        #pragma omp for
        for (int i = 1; i < 37 - 1; i++) {
            for (int j = 1; j < 101 - 1; j++) {
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
            }
        }
        #pragma omp for
        for (int i = 1; i < 37 - 1; i++) {
            for (int j = 1; j < 101 - 1; j++) {
                a[i][j] = (b[i - 1][j - 1] + b[i - 1][j] + b[i - 1][j + 1] + b[i][j - 1] + 2.0 * b[i][j] + b[i][j + 1] + b[i + 1][j - 1] + b[i + 1][j] + b[i + 1][j + 1]) / 10.0;
            }
        }
    }
    #pragma omp parallel for
    for (int i = 2; i < 37; i++) {
        for (int j = 2; j < 101; j++) {
            c[i][j] = a[i][j] - 0.5 * a[i][j - 1] - 0.25 * a[i - 1][j - 2] + 0.125 * a[i - 2][j];
        }
    }
    #pragma omp parallel for
    for (int i = 1; i < 37 - 1; i++) {
        for (int j = 1; j < 101 - 1; j++) {
            count[i][j] = alive[i - 1][j] + alive[i + 1][j] + alive[i][j - 1] + alive[i][j + 1] + alive[i - 1][j - 1] + alive[i + 1][j + 1];
        }
    }
    double s = 0;
    long k = 0;
    #pragma omp parallel for reduction(+:k, s)
    for (int i = 0; i < 37; i++) {
        for (int j = 0; j < 101; j++) {
            s += a[i][j] * (1 + (i + j) % 3) + c[i][j];
            k += count[i][j] * (i % 4 + 1);
        }
    }
    printf("%.12e %ld %.12e %.12e\n", s, k, a[37 / 2][101 / 2], c[37 - 1][101 - 1]);
    return 0;
}
