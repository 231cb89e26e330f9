/* A main of straight-line matrix operations as a Scilab translator writes it:
 * A = rand-like; B = A'; C = A + B; D = C .* 0.5; v = D * ones; disp(v). The
 * transpose cannot fuse with what follows (it reads another element), the
 * element-wise operations can. */
#include <stdio.h>
#define N 180
static double A[N][N], B[N][N], D[N][N], v[N];
int main(void)
{
    for (int i = 1; i <= N; i++)
        for (int j = 1; j <= N; j++)
            A[i - 1][j - 1] = ((i * 31 + j * 17) % 100) / 100.0;
    for (int i = 1; i <= N; i++)
        for (int j = 1; j <= N; j++)
            B[i - 1][j - 1] = A[j - 1][i - 1];
    double Ct[N][N];
    for (int i = 1; i <= N; i++)
        for (int j = 1; j <= N; j++)
            Ct[i - 1][j - 1] = A[i - 1][j - 1] + B[i - 1][j - 1];
    for (int i = 1; i <= N; i++)
        for (int j = 1; j <= N; j++)
            D[i - 1][j - 1] = Ct[i - 1][j - 1] * 0.5;
    for (int i = 1; i <= N; i++) {
        double acc = 0;
        for (int j = 1; j <= N; j++)
            acc = acc + D[i - 1][j - 1];
        v[i - 1] = acc;
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.9 + v[i];
    printf("%.9e %.6f\n", s, D[N - 1][0]);
    return 0;
}
