#include <stdio.h>
double A[120][100], B[100][110], C[120][110], D[120][110], E[120][110];

static void init(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 120; i++) {
        for (int k = 0; k < 100; k++) {
            A[i][k] = (double)((i * k + 1) % 17) / 17.0;
        }
    }
    #pragma omp parallel for
    for (int k = 0; k < 100; k++) {
        for (int j = 0; j < 110; j++) {
            B[k][j] = (double)((k + 2 * j) % 13) / 13.0 - 0.25;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 120; i++) {
        for (int j = 0; j < 110; j++) {
            E[i][j] = (double)(i - j) / 120;
        }
    }
}

static void mm_ijk(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 120; i++) {
        for (int j = 0; j < 110; j++) {
            double s = 0.0;
            for (int k = 0; k < 100; k++) {
                s += A[i][k] * B[k][j];
            }
            C[i][j] = s;
        }
    }
}

static void mm_ikj(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 120; i++) {
        for (int j = 0; j < 110; j++) {
            D[i][j] = 0.0;
        }
        for (int k = 0; k < 100; k++) {
            double a = A[i][k];
            for (int j = 0; j < 110; j++) {
                D[i][j] += a * B[k][j];
            }
        }
    }
}

static void gemm(double alpha, double beta)
{
    #pragma omp parallel for
    for (int i = 0; i < 120; i++) {
        for (int j = 0; j < 110; j++) {
            E[i][j] *= beta;
            for (int k = 0; k < 100; k++) {
                E[i][j] += alpha * A[i][k] * B[k][j];
            }
        }
    }
}

int main(void)
{
    init();
    mm_ijk();
    mm_ikj();
    gemm(1.5, 0.5);
    double sc = 0, sd = 0, se = 0, maxdiff = 0;
    #pragma omp parallel for reduction(+:sc, sd, se) reduction(max:maxdiff)
    for (int i = 0; i < 120; i++) {
        for (int j = 0; j < 110; j++) {
            sc += C[i][j] * (1 + (i + j) % 3);
            sd += D[i][j] * (1 + (i + j) % 3);
            se += E[i][j];
            double d = C[i][j] - D[i][j];
            if (d < 0) {
                d = -d;
            }
            if (d > maxdiff) {
                maxdiff = d;
            }
        }
    }
    printf("C %.12e\nD %.12e\nE %.12e\nagree %d\n", sc, sd, se, maxdiff < 1e-9);
    printf("corner %.12e %.12e\n", C[0][0], C[120 - 1][110 - 1]);
    return 0;
}
