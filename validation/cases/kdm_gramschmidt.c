/* Modified Gram-Schmidt (Polybench's gramschmidt shape): per column k, a
 * sequential norm on the host, then three kernels. The host part reads a
 * column the kernels wrote and writes R[k][k]: without sequential promotion
 * each step moves that column down and R's row up (Par4All: 2n+1). */
#include <math.h>
#include <stdio.h>
#define M 170
#define N 160
static double A[M][N], Q[M][N], R[N][N];
int main(void)
{
    unsigned seed = 53;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            seed = seed * 1103515245u + 12345u;
            A[i][j] = ((seed >> 16) % 100) / 10.0 + (i == j ? 5.0 : 0.0);
        }
    for (int k = 0; k < N; k++) {
        double nrm = 0;
        for (int i = 0; i < M; i++)
            nrm += A[i][k] * A[i][k];
        R[k][k] = sqrt(nrm);
        for (int i = 0; i < M; i++)
            Q[i][k] = A[i][k] / R[k][k];
        for (int j = k + 1; j < N; j++) {
            double s = 0;
            for (int i = 0; i < M; i++)
                s += Q[i][k] * A[i][j];
            R[k][j] = s;
        }
        for (int i = 0; i < M; i++)
            for (int j = k + 1; j < N; j++)
                A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
    double s = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            s = s * 0.999 + Q[i][j] + (i < N ? R[i][j] : 0.0);
    printf("%.9e %.9e\n", s, R[N - 1][N - 1]);
    return 0;
}
