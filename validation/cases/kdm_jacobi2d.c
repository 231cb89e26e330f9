/* Jacobi 2-D time loop: two kernels per step (B from A, A from B), the host
 * initialises before and prints after. Both arrays go up once before the time
 * loop; only A comes back, once, for the printing (B is dead). */
#include <stdio.h>
#define N 96
#define T 12
static double A[N][N], B[N][N];
int main(void)
{
    unsigned seed = 1;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            seed = seed * 1103515245u + 12345u; /* sequential: the host initialises */
            A[i][j] = (seed >> 16) % 11 * 0.25;
            B[i][j] = 0.0;
        }
    for (int t = 0; t < T; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                A[i][j] = B[i][j];
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            s = s * 0.999 + A[i][j];
            if ((i * N + j) % 1000 == 0)
                printf("%d %d %.9f\n", i, j, A[i][j]);
        }
    printf("checksum %.9f\n", s);
    return 0;
}
