/* Output every K steps of a time loop: a 2-D diffusion whose kernels keep the grid on
 * the device, with a probe of one cell and the sum of one row printed every K steps.
 * Hand count: nothing goes up (a kernel fills the grid), the probed row comes down at
 * each print (T / K times), and the final total's partial sums once. */
#include <stdio.h>

#define N 384
#define T 40
#define K 10

static double u[N][N], w[N][N];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            u[i][j] = ((i / 16 + j / 16) % 2) ? 1.0 : 0.0;
    for (int t = 1; t <= T; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                w[i][j] = u[i][j] + 0.2 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
                                           + u[i][j + 1] - 4.0 * u[i][j]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                u[i][j] = w[i][j];
        if (t % K == 0) {
            double row = 0.0;
            for (int j = 0; j < N; j++)
                row += u[N / 2][j];
            printf("step %d probe %.10f row %.10f\n", t, u[N / 2][N / 3], row);
        }
    }
    double total = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            total += u[i][j];
    printf("total %.10e\n", total);
    return 0;
}
