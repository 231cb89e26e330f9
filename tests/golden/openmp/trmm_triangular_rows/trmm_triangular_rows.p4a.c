#include <stdio.h>
#include <stdlib.h>

static void kernel_trmm(int m, int n, double alpha, double A[200][200], double B[200][240])
{
    #pragma omp parallel
    for (int i = 0; i < m; i++) {
        #pragma omp for
        for (int j = 0; j < n; j++) {
            for (int k = i + 1; k < m; k++) {
                B[i][j] += A[k][i] * B[k][j];
            }
            B[i][j] = alpha * B[i][j];
        }
    }
}

int main(int argc, char **argv)
{
    double (*A)[200] = malloc(sizeof(double) * 200 * 200);
    double (*B)[240] = malloc(sizeof(double) * 200 * 240);
    unsigned int seed = 5;
    for (int i = 0; i < 200; i++) {
        for (int j = 0; j < i; j++) {
            seed = seed * 1103515245u + 12345u;
            A[i][j] = (seed >> 16) % 100 / 100.0;
        }
        A[i][i] = 1.0;
        for (int j = 0; j < 240; j++) {
            seed = seed * 1103515245u + 12345u;
            B[i][j] = (seed >> 16) % 100 / 100.0;
        }
    }
    (void)argv;
    int m = argc > 10 ? 7 : 200, n = argc > 10 ? 9 : 240;
    kernel_trmm(m, n, 1.5, A, B);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 200; i++) {
        for (int j = 0; j < 240; j++) {
            s += B[i][j] * ((i + j) % 3);
        }
    }
    printf("%.10e\n", s);
    free(A);
    free(B);
    return 0;
}
