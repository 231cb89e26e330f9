/* Matrix-vector products y = A x and z = A^T x (row and column access), an
 * out-of-place transpose, an in-place transpose of a square matrix (swap
 * above the diagonal), a rank-1 update A += u v^T, and the bilinear form
 * x^T A y. */
#include <stdio.h>

#define N 200
#define M 160

static double A[N][M], T[M][N], S[N][N];
static double x[M], xt[N], y[N], z[M], u[N], v[M];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            A[i][j] = (double)((3 * i + 5 * j) % 11) - 5.0;
    for (int j = 0; j < M; j++) { x[j] = 1.0 / (j + 1); v[j] = (j % 4) * 0.5; }
    for (int i = 0; i < N; i++) { xt[i] = (double)(i % 9) / 9.0; u[i] = 0.01 * i; }

    for (int i = 0; i < N; i++) {
        y[i] = 0;
        for (int j = 0; j < M; j++)
            y[i] += A[i][j] * x[j];
    }
    for (int j = 0; j < M; j++)
        z[j] = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            z[j] += A[i][j] * xt[i];

    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            T[j][i] = A[i][j];

    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            S[i][j] = i * N + j;
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++) {
            double t = S[i][j];
            S[i][j] = S[j][i];
            S[j][i] = t;
        }

    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            A[i][j] += u[i] * v[j];
    double form = 0;
    for (int i = 0; i < N; i++) {
        double row = 0;
        for (int j = 0; j < M; j++)
            row += A[i][j] * x[j];
        form += xt[i] * row;
    }

    double sy = 0, sz = 0, st = 0, ss = 0;
    for (int i = 0; i < N; i++) sy += y[i] * y[i];
    for (int j = 0; j < M; j++) sz += z[j] * z[j];
    for (int j = 0; j < M; j++)
        for (int i = 0; i < N; i++)
            st += T[j][i] * ((i + j) % 3);
    int transposed = 1;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            ss += S[i][j] * (i < j ? 1.0 : 0.5);
            transposed &= S[i][j] == j * N + i;
        }
    printf("y %.12e z %.12e T %.12e\nS %.12e ok %d form %.12e\n", sy, sz, st, ss, transposed, form);
    return 0;
}
