/* Dense matrix multiply on fixed-size global arrays: C = A * B with the i-j-k
 * order and a scalar accumulator, then D = A * B with the i-k-j order (rows of
 * B streamed), then E = alpha * A * B + beta * E (gemm form); each result is
 * checked against the other and summarised by checksums. */
#include <stdio.h>

#define NI 120
#define NJ 110
#define NK 100

double A[NI][NK], B[NK][NJ], C[NI][NJ], D[NI][NJ], E[NI][NJ];

static void init(void)
{
    for (int i = 0; i < NI; i++)
        for (int k = 0; k < NK; k++)
            A[i][k] = (double)((i * k + 1) % 17) / 17.0;
    for (int k = 0; k < NK; k++)
        for (int j = 0; j < NJ; j++)
            B[k][j] = (double)((k + 2 * j) % 13) / 13.0 - 0.25;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            E[i][j] = (double)(i - j) / NI;
}

static void mm_ijk(void)
{
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            double s = 0.0;
            for (int k = 0; k < NK; k++)
                s += A[i][k] * B[k][j];
            C[i][j] = s;
        }
}

static void mm_ikj(void)
{
    for (int i = 0; i < NI; i++) {
        for (int j = 0; j < NJ; j++)
            D[i][j] = 0.0;
        for (int k = 0; k < NK; k++) {
            double a = A[i][k];
            for (int j = 0; j < NJ; j++)
                D[i][j] += a * B[k][j];
        }
    }
}

static void gemm(double alpha, double beta)
{
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            E[i][j] *= beta;
            for (int k = 0; k < NK; k++)
                E[i][j] += alpha * A[i][k] * B[k][j];
        }
}

int main(void)
{
    init();
    mm_ijk();
    mm_ikj();
    gemm(1.5, 0.5);
    double sc = 0, sd = 0, se = 0, maxdiff = 0;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            sc += C[i][j] * (1 + (i + j) % 3);
            sd += D[i][j] * (1 + (i + j) % 3);
            se += E[i][j];
            double d = C[i][j] - D[i][j];
            if (d < 0) d = -d;
            if (d > maxdiff) maxdiff = d;
        }
    printf("C %.12e\nD %.12e\nE %.12e\nagree %d\n", sc, sd, se, maxdiff < 1e-9);
    printf("corner %.12e %.12e\n", C[0][0], C[NI - 1][NJ - 1]);
    return 0;
}
