/* Dense matrix product C = A * B, N x N doubles: compute-bound, 2-D grid. */
#include <stdio.h>
#define N 512
static double a[N][N], b[N][N], c[N][N];
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (double)((i * 7 + j * 3) % 17) / 16.0;
            b[i][j] = (double)((i * 5 + j * 11) % 13) / 12.0;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0.0;
            for (int k = 0; k < N; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
    double sum = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            sum += c[i][j] * ((i + j) % 3);
    printf("%.10e\n", sum);
    return 0;
}
