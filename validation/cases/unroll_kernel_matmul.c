/* --kernel-unroll 4 on a matrix product whose inner dimension (131) is not a
 * multiple of 4: the kernels' k loops are unrolled by four with a remainder loop. */
#include <stdio.h>
#define N 120
#define K 131
static float A[N][K], B[K][N], C[N][N];
int main(void)
{
    for (int i = 0; i < N; i++)
        for (int k = 0; k < K; k++)
            A[i][k] = ((i + k) % 5) * 0.5f;
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            B[k][j] = ((k * j) % 3) - 1.0f;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            float acc = 0;
            for (int k = 0; k < K; k++)
                acc += A[i][k] * B[k][j];
            C[i][j] = acc;
        }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s = s * 0.999 + C[i][j];
    printf("%.6e\n", s);
    return 0;
}
