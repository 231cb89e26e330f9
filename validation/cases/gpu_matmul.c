/* Matrix multiply C = A B with non-square shapes (N x K times K x M) on
 * global arrays: the i-j nest is a 2-D kernel with a private accumulator and a
 * sequential k loop inside; then C2 = A B + C in the i-k-j order, where the
 * k loop stays inside each kernel thread; integer matrices are multiplied too. */
#include <stdio.h>

#define N 96
#define K 80
#define M 112

static double A[N][K], B[K][M], Cm[N][M], C2[N][M];
static int IA[N][K], IB[K][M], IC[N][M];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int k = 0; k < K; k++) {
            A[i][k] = ((i * 5 + k * 3) % 17) * 0.125 - 1.0;
            IA[i][k] = (i + 2 * k) % 9 - 4;
        }
    for (int k = 0; k < K; k++)
        for (int j = 0; j < M; j++) {
            B[k][j] = ((k * 7 + j) % 13) * 0.25 - 1.5;
            IB[k][j] = (3 * k - j) % 7;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            double s = 0;
            for (int k = 0; k < K; k++)
                s += A[i][k] * B[k][j];
            Cm[i][j] = s;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            C2[i][j] = Cm[i][j];
    for (int i = 0; i < N; i++)
        for (int k = 0; k < K; k++)
            for (int j = 0; j < M; j++)
                C2[i][j] += A[i][k] * B[k][j];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            int s = 0;
            for (int k = 0; k < K; k++)
                s += IA[i][k] * IB[k][j];
            IC[i][j] = s;
        }
    double sc = 0, s2 = 0, tr = 0;
    long si = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            sc += Cm[i][j] * ((i + j) % 5 + 1);
            s2 += C2[i][j];
            si += (long)IC[i][j] * (i * M + j + 1);
        }
    for (int i = 0; i < N; i++)
        tr += Cm[i][i];
    printf("C %.12e C2 %.12e trace %.12e\n", sc, s2, tr);
    printf("int %ld probe %d %.12e\n", si, IC[N - 1][M - 1], Cm[3][M - 5]);
    return 0;
}
