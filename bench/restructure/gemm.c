/* Benchmark: C = alpha A B + beta C, the element of C accumulated across the k loop. */
#include <stdio.h>
#ifndef N
#define N 700
#endif
static double A[N][N], B[N][N], C[N][N];
int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = ((i + 2 * j) % 9) * 0.1;
            B[i][j] = ((3 * i + j) % 7) * 0.2 - 0.5;
            C[i][j] = (i == j);
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            C[i][j] = 0.5 * C[i][j];
            for (int k = 0; k < N; k++)
                C[i][j] += 1.5 * A[i][k] * B[k][j];
        }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s = s * 0.999 + C[i][j];
    printf("%.9e\n", s);
    return 0;
}
