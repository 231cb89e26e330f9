/* Benchmark: a Scilab-style script on matrices, run R times: six element-wise
 * operations through heap temporaries (as a translator emits them), then a sum. */
#include <stdio.h>
#include <stdlib.h>
#ifndef N
#define N 1500
#endif
#ifndef R
#define R 6
#endif
static double A[N][N], B[N][N];
int main(void)
{
    for (int i = 1; i <= N; i++)
        for (int j = 1; j <= N; j++) {
            A[i - 1][j - 1] = ((i * 7 + j * 3) % 101) * 0.01;
            B[i - 1][j - 1] = ((i + 5 * j) % 31) * 0.03;
        }
    double total = 0;
    for (int r = 0; r < R; r++) {
        double (*t1)[N] = malloc(sizeof(double[N][N]));
        for (int i = 1; i <= N; i++)
            for (int j = 1; j <= N; j++)
                t1[i - 1][j - 1] = A[i - 1][j - 1] * B[i - 1][j - 1];
        double (*t2)[N] = malloc(sizeof(double[N][N]));
        for (int i = 1; i <= N; i++)
            for (int j = 1; j <= N; j++)
                t2[i - 1][j - 1] = t1[i - 1][j - 1] + A[i - 1][j - 1];
        double (*t3)[N] = malloc(sizeof(double[N][N]));
        for (int i = 1; i <= N; i++)
            for (int j = 1; j <= N; j++)
                t3[i - 1][j - 1] = t2[i - 1][j - 1] * 0.5 - B[i - 1][j - 1];
        for (int i = 1; i <= N; i++)
            for (int j = 1; j <= N; j++)
                A[i - 1][j - 1] = t3[i - 1][j - 1] * t3[i - 1][j - 1] * 0.25 + 0.1;
        free(t1);
        free(t2);
        free(t3);
        double s = 0;
        for (int i = 1; i <= N; i++)
            for (int j = 1; j <= N; j++)
                s = s + A[i - 1][j - 1];
        total = total + s;
    }
    printf("%.9e\n", total);
    return 0;
}
