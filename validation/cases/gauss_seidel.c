/* In-place sweeps with dependences: 2-D Gauss-Seidel on a Poisson problem
 * (each point uses already updated neighbours), successive over-relaxation,
 * a red-black ordering (each colour's sweep has no internal dependence), and
 * a 1-D in-place smoothing a[i] = (a[i-1] + a[i] + a[i+1]) / 3. */
#include <math.h>
#include <stdio.h>

#define N 64
#define ITERS 40

static double u[N][N], f[N][N], v[N][N], w[N][N];
static double line[1000];

static double resid(double (*g)[N])
{
    double r = 0;
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++) {
            double d = 4 * g[i][j] - g[i - 1][j] - g[i + 1][j] - g[i][j - 1] - g[i][j + 1] - f[i][j];
            r += d * d;
        }
    return sqrt(r);
}

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            f[i][j] = (i > N / 4 && i < 3 * N / 4 && j > N / 4 && j < 3 * N / 4) ? 0.01 : 0.0;
            u[i][j] = v[i][j] = w[i][j] = (i == 0) ? 1.0 : 0.0;
        }
    double r0 = resid(u);
    for (int it = 0; it < ITERS; it++)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + f[i][j]);
    const double omega = 1.7;
    for (int it = 0; it < ITERS; it++)
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++) {
                double gs = 0.25 * (v[i - 1][j] + v[i + 1][j] + v[i][j - 1] + v[i][j + 1] + f[i][j]);
                v[i][j] += omega * (gs - v[i][j]);
            }
    for (int it = 0; it < ITERS; it++)
        for (int color = 0; color < 2; color++)
            for (int i = 1; i < N - 1; i++)
                for (int j = 1 + (i + color) % 2; j < N - 1; j += 2)
                    w[i][j] = 0.25 * (w[i - 1][j] + w[i + 1][j] + w[i][j - 1] + w[i][j + 1] + f[i][j]);
    printf("residual start %.10e gs %.10e sor %.10e redblack %.10e\n", r0, resid(u), resid(v), resid(w));
    double su = 0, sv = 0, sw = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { su += u[i][j]; sv += v[i][j]; sw += w[i][j]; }
    printf("sums %.12e %.12e %.12e\n", su, sv, sw);

    for (int i = 0; i < 1000; i++) line[i] = (i % 100 < 50) ? 1.0 : 0.0;
    for (int t = 0; t < 20; t++)
        for (int i = 1; i < 999; i++)
            line[i] = (line[i - 1] + line[i] + line[i + 1]) / 3.0;
    double ls = 0;
    for (int i = 0; i < 1000; i++) ls += line[i] * (i % 10);
    printf("line %.12e\n", ls);
    return 0;
}
