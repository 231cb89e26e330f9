/* Loops between `#pragma scop` and `#pragma endscop` (the markers polyhedral tools read)
   and after other pragmas that do not bind a loop (`GCC diagnostic`, `message`-free
   `STDC`): the pragmas stay where they are and the loops are decided as usual. A loop
   after `#pragma GCC unroll` stays as the user wrote it. */
#include <stdio.h>
#define N 320
static double A[N][N], B[N][N], C[N][N];
int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = (double)((i * j + 1) % N) / N;
            B[i][j] = (double)((i * (j + 1) + 2) % N) / N;
            C[i][j] = 0.0;
        }
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            C[i][j] *= 0.5;
            for (int k = 0; k < N; k++)
                C[i][j] += 1.5 * A[i][k] * B[k][j];
        }
#pragma endscop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = C[i][j] - B[j][i];
#pragma GCC diagnostic pop
    double s = 0;
#pragma GCC unroll 4
    for (int i = 0; i < N; i++)
        s += A[i][i] + C[i][N - 1 - i];
    printf("%.9e\n", s);
    return 0;
}
