/* Dense matrix product C = A * B on static 2-D arrays of doubles. */
// bench: parallel
#include <stdio.h>

#define N 1000

static double A[N][N], B[N][N], C[N][N];

int main(void)
{
    int i, j, k;
    double sum;

    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            A[i][j] = (double) ((i * 7 + j * 3) % 17) / 17.0;
            B[i][j] = (double) ((i * 5 + j * 11) % 13) / 13.0;
        }

    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            sum = 0.0;
            for (k = 0; k < N; k++)
                sum += A[i][k] * B[k][j];
            C[i][j] = sum;
        }

    sum = 0.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            sum += C[i][j];
    printf("checksum %.15e\n", sum);
    return 0;
}
